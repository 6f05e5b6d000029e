import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { Feature } from '@fleet/ui/components/FeatureCard/FeatureCard.tsx';
import {
  CloudUpdateIcon,
  DriverMonitorIcon,
  EventUploadIcon,
  HotspotIcon,
  LiveViewIcon,
  MapPinIcon,
  MultiDeviceIcon,
  NotificationBellIcon,
  PlaybackIcon,
  ReportChartIcon,
  VoiceCallIcon,
} from '@fleet/ui/icons';
import { brand } from './brand/brand.ts';
import type { PageHeaderCopy } from './pageCopy.ts';

export function featuresHeader({ t }: Messages): PageHeaderCopy {
  return { title: t('features.title'), description: t('features.description', { productName: brand.productName }) };
}

/** The cards of /features; each id is the anchor other pages link to (/features#gps-tracking), the same in every language. */
export function features({ t }: Messages): readonly Feature[] {
  return [
    {
      id: 'unlimited-live-view',
      icon: <LiveViewIcon />,
      title: t('features.unlimitedLiveViewTitle'),
      description: t('features.unlimitedLiveViewDescription'),
      bullets: [t('features.unlimitedLiveViewBullet1'), t('features.unlimitedLiveViewBullet2'), t('features.unlimitedLiveViewBullet3')],
    },
    {
      id: 'remote-playback',
      icon: <PlaybackIcon />,
      title: t('features.remotePlaybackTitle'),
      description: t('features.remotePlaybackDescription'),
      bullets: [t('features.remotePlaybackBullet1'), t('features.remotePlaybackBullet2')],
    },
    {
      id: 'voice-call',
      icon: <VoiceCallIcon />,
      title: t('features.voiceCallTitle'),
      description: t('features.voiceCallDescription'),
    },
    {
      id: 'event-upload',
      icon: <EventUploadIcon />,
      title: t('features.eventUploadTitle'),
      description: t('features.eventUploadDescription'),
      bullets: [t('features.eventUploadBullet1'), t('features.eventUploadBullet2'), t('features.eventUploadBullet3')],
    },
    {
      id: 'gps-tracking',
      icon: <MapPinIcon />,
      title: t('features.gpsTrackingTitle'),
      description: t('features.gpsTrackingDescription'),
      bullets: [t('features.gpsTrackingBullet1'), t('features.gpsTrackingBullet2'), t('features.gpsTrackingBullet3')],
    },
    {
      id: 'notifications',
      icon: <NotificationBellIcon />,
      title: t('features.notificationsTitle'),
      description: t('features.notificationsDescription'),
      bullets: [t('features.notificationsBullet1'), t('features.notificationsBullet2')],
    },
    {
      id: 'dms-features',
      icon: <DriverMonitorIcon />,
      title: t('features.dmsTitle'),
      description: t('features.dmsDescription'),
      bullets: [t('features.dmsBullet1'), t('features.dmsBullet2'), t('features.dmsBullet3'), t('features.dmsBullet4')],
    },
    {
      id: 'driving-reports',
      icon: <ReportChartIcon />,
      title: t('features.drivingReportsTitle'),
      description: t('features.drivingReportsDescription'),
      bullets: [t('features.drivingReportsBullet1'), t('features.drivingReportsBullet2')],
    },
    {
      id: 'hotspot',
      icon: <HotspotIcon />,
      title: t('features.hotspotTitle'),
      description: t('features.hotspotDescription'),
    },
    {
      id: 'multi-device',
      icon: <MultiDeviceIcon />,
      title: t('features.multiDeviceTitle'),
      description: t('features.multiDeviceDescription'),
      bullets: [t('features.multiDeviceBullet1'), t('features.multiDeviceBullet2'), t('features.multiDeviceBullet3')],
    },
    {
      id: 'cloud-fota',
      icon: <CloudUpdateIcon />,
      title: t('features.cloudFotaTitle'),
      description: t('features.cloudFotaDescription'),
    },
  ];
}
