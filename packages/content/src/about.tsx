import type { AboutStat } from '@fleet/ui/components/AboutStats/AboutStats.tsx';
import type { TimelineEntry } from '@fleet/ui/components/AboutTimeline/AboutTimeline.tsx';
import type { Feature } from '@fleet/ui/components/FeatureCard/FeatureCard.tsx';
import { CheckCircleIcon, CloudUpdateIcon, CountriesIcon, FleetCustomersIcon, SubscribeIcon, TruckIcon, YearsIcon } from '@fleet/ui/icons';
import { brand } from './brand/brand.ts';
import type { PageHeaderCopy, SectionCopy } from './pageCopy.ts';

export const aboutHeader: PageHeaderCopy = {
  title: `About ${brand.productName}`,
  description: `We turn the dashcams fleets already trust into simple, affordable video telematics, built together with ${brand.maker.name}.`,
};

export const aboutStory = {
  title: 'Our Story',
  paragraphs: [
    `${brand.maker.name} has been building dashcams since 2007, and its cameras ride along with drivers around the world. Fleet operators kept asking the same question: if the camera is already in the vehicle, why can’t we see what it sees from the office?`,
    `${brand.productName} is the answer. We connect ${brand.maker.name} dashcams to the cloud so that a fleet manager can watch any vehicle live, receive event clips the moment something happens and follow every route on a map, without installing a black box or signing a long contract.`,
    'Today small and medium fleets in more than 20 countries use the service, from construction and mining to car rental, security and tourism. We keep adding what they ask for, one update at a time.',
  ],
  image: {
    src: '/images/about-story.svg',
    alt: 'A dashcam connected through the cloud to vehicles on a world map',
    width: 800,
    height: 600,
  },
} as const;

export const aboutMission: SectionCopy = {
  title: 'Our Mission',
  description: 'Video telematics should be within reach of every fleet, not only the largest ones.',
};

/** The three mission points, shaped as feature cards so the page can reuse FeatureCard. */
export const missionPoints: readonly Feature[] = [
  {
    id: 'easy-to-adopt',
    icon: <CheckCircleIcon />,
    title: 'Easy to Adopt',
    description: 'Mount a compatible dashcam, insert a SIM card and subscribe: no installer, no black box and no training course needed to get started.',
  },
  {
    id: 'affordable-video-telematics',
    icon: <SubscribeIcon />,
    title: 'Affordable Video Telematics',
    description: 'A simple monthly price per vehicle, the first month free and no long contract, so even a fleet of two can afford to see the road.',
  },
  {
    id: 'maintenance-free',
    icon: <CloudUpdateIcon />,
    title: 'Maintenance-Free',
    description: 'Footage lives in the cloud and firmware updates arrive over the air, so there are no SD cards to collect and no servers to look after.',
  },
];

export const aboutStatsCopy: SectionCopy = {
  title: 'By the Numbers',
  description: 'Fleets of every size, on every continent, rely on the service every day.',
};

export const aboutStats: readonly AboutStat[] = [
  { value: 20, suffix: '+', label: 'Countries', icon: <CountriesIcon /> },
  { value: 500, suffix: '+', label: 'Fleet Customers', icon: <FleetCustomersIcon /> },
  { value: 10000, suffix: '+', label: 'Connected Vehicles', icon: <TruckIcon /> },
  { value: 5, suffix: '+', label: 'Years of Service', icon: <YearsIcon /> },
];

export const aboutTimelineCopy: SectionCopy = {
  title: 'Our Journey',
  description: `From the first ${brand.maker.name} dashcam to AI driver monitoring in the cloud.`,
};

export const aboutTimeline: readonly TimelineEntry[] = [
  {
    year: 2007,
    title: `${brand.maker.name} Is Founded`,
    text: `${brand.maker.name} starts building dashcams with one aim: footage drivers can rely on when it matters most.`,
  },
  {
    year: 2015,
    title: 'Cloud Innovation',
    text: 'The first cloud-connected dashcams bring live view and instant alerts from the vehicle to the driver’s phone.',
  },
  {
    year: 2020,
    title: `${brand.productName} Launches`,
    text: `${brand.productName} brings connected dashcams to businesses, with live view, event upload and GPS tracking for whole fleets.`,
  },
  {
    year: 2023,
    title: 'AI Driver Monitoring',
    text: 'Infrared DMS cameras detect drowsiness, distraction and phone use, warning the driver in the cab and alerting the manager.',
  },
  {
    year: 2024,
    title: 'Platform Evolution',
    text: 'A rebuilt platform adds driving reports, multi-device access and over-the-air firmware updates for fleets in 20+ countries.',
  },
];
