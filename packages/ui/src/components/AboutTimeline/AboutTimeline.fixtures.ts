import type { TimelineEntry } from './AboutTimeline.tsx';

/** Story-only: the About page milestones. */
export const timelineFixtures: readonly TimelineEntry[] = [
  {
    year: 2007,
    title: 'The Camera Maker Is Founded',
    text: 'Our hardware partner starts building dashcams with one aim: footage drivers can rely on when it matters most.',
  },
  {
    year: 2015,
    title: 'Cloud Innovation',
    text: 'The first cloud-connected dashcams bring live view and instant alerts from the car to the driver’s phone.',
  },
  {
    year: 2020,
    title: 'Fleet Service Launch',
    text: 'The fleet service launches, turning connected dashcams into video telematics for businesses of every size.',
  },
  {
    year: 2023,
    title: 'AI Driver Monitoring',
    text: 'Infrared DMS cameras detect drowsiness, distraction and phone use, warning the driver and alerting the manager.',
  },
  {
    year: 2024,
    title: 'Platform Evolution',
    text: 'A rebuilt platform adds driving reports, multi-device access and over-the-air firmware updates for fleets in 20+ countries.',
  },
];
