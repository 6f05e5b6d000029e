import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { AboutStat } from '@fleet/ui/components/AboutStats/AboutStats.tsx';
import type { TimelineEntry } from '@fleet/ui/components/AboutTimeline/AboutTimeline.tsx';
import type { Feature } from '@fleet/ui/components/FeatureCard/FeatureCard.tsx';
import { CheckCircleIcon, CloudUpdateIcon, CountriesIcon, FleetCustomersIcon, SubscribeIcon, TruckIcon, YearsIcon } from '@fleet/ui/icons';
import { brand } from './brand/brand.ts';
import type { PageHeaderCopy, SectionCopy } from './pageCopy.ts';

const names = { product: brand.productName, maker: brand.maker.name };

export function aboutHeader({ t }: Messages): PageHeaderCopy {
  return { title: t('about.headerTitle', names), description: t('about.headerDescription', names) };
}

export interface AboutStory {
  title: string;
  paragraphs: readonly string[];
  image: { src: string; alt: string; width: number; height: number };
}

export function aboutStory({ t }: Messages): AboutStory {
  return {
    title: t('about.storyTitle'),
    paragraphs: [t('about.storyP1', names), t('about.storyP2', names), t('about.storyP3')],
    image: {
      src: '/images/about-story.svg',
      alt: t('about.storyImageAlt'),
      width: 800,
      height: 600,
    },
  };
}

export function aboutMission({ t }: Messages): SectionCopy {
  return { title: t('about.missionTitle'), description: t('about.missionDescription') };
}

/** The three mission points, shaped as feature cards so the page can reuse FeatureCard. */
export function missionPoints({ t }: Messages): readonly Feature[] {
  return [
    {
      id: 'easy-to-adopt',
      icon: <CheckCircleIcon />,
      title: t('about.easyTitle'),
      description: t('about.easyText'),
    },
    {
      id: 'affordable-video-telematics',
      icon: <SubscribeIcon />,
      title: t('about.affordableTitle'),
      description: t('about.affordableText'),
    },
    {
      id: 'maintenance-free',
      icon: <CloudUpdateIcon />,
      title: t('about.maintenanceFreeTitle'),
      description: t('about.maintenanceFreeText'),
    },
  ];
}

export function aboutStatsCopy({ t }: Messages): SectionCopy {
  return { title: t('about.statsTitle'), description: t('about.statsDescription') };
}

export function aboutStats({ t }: Messages): readonly AboutStat[] {
  return [
    { value: 20, suffix: '+', label: t('about.statCountries'), icon: <CountriesIcon /> },
    { value: 500, suffix: '+', label: t('about.statFleetCustomers'), icon: <FleetCustomersIcon /> },
    { value: 10000, suffix: '+', label: t('about.statConnectedVehicles'), icon: <TruckIcon /> },
    { value: 5, suffix: '+', label: t('about.statYears'), icon: <YearsIcon /> },
  ];
}

export function aboutTimelineCopy({ t }: Messages): SectionCopy {
  return { title: t('about.timelineTitle'), description: t('about.timelineDescription', names) };
}

export function aboutTimeline({ t }: Messages): readonly TimelineEntry[] {
  return [
    { year: 2007, title: t('about.foundedTitle', names), text: t('about.foundedText', names) },
    { year: 2015, title: t('about.cloudTitle'), text: t('about.cloudText') },
    { year: 2020, title: t('about.launchTitle', names), text: t('about.launchText', names) },
    { year: 2023, title: t('about.dmsTitle'), text: t('about.dmsText') },
    { year: 2024, title: t('about.platformTitle'), text: t('about.platformText') },
  ];
}
