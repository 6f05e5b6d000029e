import { EyeIcon, MapPinIcon } from '../../icons/index.ts';
import {
  CloudUpdateIcon,
  EventUploadIcon,
  HotspotIcon,
  LiveViewIcon,
  MultiDeviceIcon,
  NotificationBellIcon,
  PlaybackIcon,
  ReportChartIcon,
  VoiceCallIcon,
} from '../../icons/marketingIcons.tsx';
import type { Feature } from './FeatureCard.tsx';

/** Story-only: the eleven features of /features, with their anchor ids. */
export const featureFixtures: readonly Feature[] = [
  {
    id: 'unlimited-live-view',
    icon: <LiveViewIcon />,
    title: 'Unlimited Live View',
    description: 'Watch any camera in your fleet live from the browser or the mobile app, as often and for as long as you need.',
    bullets: ['Front, rear and interior channels', 'Streams at 600kbps to spare mobile data', 'Over built-in LTE or a Wi-Fi hotspot'],
  },
  {
    id: 'remote-playback',
    icon: <PlaybackIcon />,
    title: 'Remote Playback',
    description: 'Browse the SD card of a connected dashcam from anywhere and play back recorded footage without pulling the card.',
  },
  {
    id: 'voice-call',
    icon: <VoiceCallIcon />,
    title: 'Two-Way Voice Call',
    description: 'Talk to the driver through the dashcam’s built-in speaker and microphone, hands-free and without a phone.',
  },
  {
    id: 'event-upload',
    icon: <EventUploadIcon />,
    title: 'Automatic Event Upload',
    description: 'Impacts, harsh braking and manual events are uploaded to the cloud the moment they happen, clip and location together.',
    bullets: ['15GB cloud storage per camera', 'Events kept for 30 days', 'Download or share any clip'],
  },
  {
    id: 'gps-tracking',
    icon: <MapPinIcon />,
    title: 'Real-Time GPS Tracking',
    description: 'See every vehicle on a live map with speed and heading, and replay any route from up to 90 days of GPS history.',
  },
  {
    id: 'notifications',
    icon: <NotificationBellIcon />,
    title: 'Instant Notifications',
    description: 'Push and email alerts for impacts, harsh driving, parking-mode events and cameras going offline, so nothing waits for the end of the shift.',
  },
  {
    id: 'dms-features',
    icon: <EyeIcon />,
    title: 'AI Driver Monitoring (DMS)',
    description: 'The infrared interior camera recognises risky behaviour and warns the driver in the cab while the manager sees the event in the cloud.',
    bullets: ['Drowsiness and distraction', 'Phone use and smoking', 'Seatbelt not fastened', 'Works day and night'],
  },
  {
    id: 'driving-reports',
    icon: <ReportChartIcon />,
    title: 'Driving Reports',
    description: 'Reports score each driver on speeding, harsh acceleration, braking and cornering, so coaching starts from facts rather than impressions.',
  },
  {
    id: 'hotspot',
    icon: <HotspotIcon />,
    title: 'Wi-Fi Hotspot Connectivity',
    description: 'Dashcams without built-in LTE connect through the CM100GLTE module or any mobile Wi-Fi hotspot already in the vehicle.',
  },
  {
    id: 'multi-device',
    icon: <MultiDeviceIcon />,
    title: 'Multi-Device Access',
    description: 'Manage the fleet from the web, iOS and Android at the same time, with roles for the whole team.',
    bullets: ['1 Owner and up to 10 Admins', '3 Drivers per camera', 'Up to 999 cameras per account'],
  },
  {
    id: 'cloud-fota',
    icon: <CloudUpdateIcon />,
    title: 'Cloud Firmware Updates (FOTA)',
    description: 'New firmware arrives over the air, so every camera stays current and secure without a workshop visit.',
  },
];
