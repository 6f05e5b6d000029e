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

export const featuresHeader: PageHeaderCopy = {
  title: 'Features',
  description: `Everything ${brand.productName} does with the dashcams in your vehicles: live video, event clips, GPS history, driver monitoring and reports, managed from one place.`,
};

/** The cards of /features; each id is the anchor other pages link to (/features#gps-tracking). */
export const features: readonly Feature[] = [
  {
    id: 'unlimited-live-view',
    icon: <LiveViewIcon />,
    title: 'Unlimited Live View',
    description: 'Watch any camera in your fleet live from the browser or the mobile app, as often and for as long as you need, with no per-minute charges.',
    bullets: ['Front, rear and interior channels', 'Streams at 600kbps to spare mobile data', 'Over built-in LTE, the LTE modem or a Wi-Fi hotspot'],
  },
  {
    id: 'remote-playback',
    icon: <PlaybackIcon />,
    title: 'Remote Playback',
    description: 'Browse the SD card of a connected dashcam from anywhere and play back recorded footage without visiting the vehicle or pulling the card.',
    bullets: ['Search recordings by date and time', 'Save the clips that matter to the cloud'],
  },
  {
    id: 'voice-call',
    icon: <VoiceCallIcon />,
    title: 'Two-Way Voice Call',
    description: 'Talk to the driver through the dashcam’s built-in speaker and microphone: hands-free, without a phone, while you watch the live view.',
  },
  {
    id: 'event-upload',
    icon: <EventUploadIcon />,
    title: 'Automatic Event Upload',
    description: 'Impacts, harsh driving and manual recordings are uploaded the moment they happen, with the video and the location together.',
    bullets: ['15GB cloud storage per camera', 'Events kept for 30 days', 'Download or share any clip'],
  },
  {
    id: 'gps-tracking',
    icon: <MapPinIcon />,
    title: 'Real-Time GPS Tracking',
    description: 'See every vehicle on a live map with its speed and heading, and replay any trip with the footage recorded along the route.',
    bullets: ['Live positions for the whole fleet', '90 days of GPS history', 'Routes linked to event videos'],
  },
  {
    id: 'notifications',
    icon: <NotificationBellIcon />,
    title: 'Instant Notifications',
    description: 'Get alerted to impacts, harsh driving, parking-mode events and cameras going offline, so nothing waits until the end of the shift.',
    bullets: ['Push notifications in the mobile app', 'Email alerts for the whole team'],
  },
  {
    id: 'dms-features',
    icon: <DriverMonitorIcon />,
    title: 'AI Driver Monitoring (DMS)',
    description:
      'An infrared interior camera recognises risky behaviour, warns the driver in the cab and sends the event to the cloud for the manager to review.',
    bullets: ['Drowsiness and distraction', 'Phone use and smoking', 'Seatbelt not fastened', 'Works day and night'],
  },
  {
    id: 'driving-reports',
    icon: <ReportChartIcon />,
    title: 'Driving Reports',
    description: 'Reports score each driver on speeding, harsh acceleration, braking and cornering, so coaching starts from facts rather than impressions.',
    bullets: ['Per-driver and per-vehicle summaries', 'Trends over days, weeks and months'],
  },
  {
    id: 'hotspot',
    icon: <HotspotIcon />,
    title: 'Wi-Fi Hotspot Connectivity',
    description: 'Dashcams without built-in LTE go online through the CM100GLTE modem or any mobile Wi-Fi hotspot already in the vehicle.',
  },
  {
    id: 'multi-device',
    icon: <MultiDeviceIcon />,
    title: 'Multi-Device Access',
    description: 'Manage the fleet from the web, iOS and Android at the same time, with a role for everyone on the team.',
    bullets: ['1 Owner and up to 10 Admins', '3 Drivers per camera', 'Up to 999 cameras per account'],
  },
  {
    id: 'cloud-fota',
    icon: <CloudUpdateIcon />,
    title: 'Cloud Firmware Updates (FOTA)',
    description: 'New firmware arrives over the air, so every camera stays current and secure without a workshop visit or a card swap.',
  },
];
