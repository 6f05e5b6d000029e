import type { BannerSlide } from '@fleet/ui/components/BannerCarousel/BannerSlideView.tsx';
import { ButtonLink } from '@fleet/ui/components/Button/Button.tsx';
import type { HeroImage } from '@fleet/ui/components/ResponsiveHero/ResponsiveHero.tsx';
import { brand } from './brand/brand.ts';
import type { PageAction, SectionCopy } from './pageCopy.ts';

export interface HomeHero {
  eyebrow?: string;
  headline: string;
  subText: string;
  primaryAction: PageAction;
  secondaryAction?: PageAction;
}

export const homeHero: HomeHero = {
  eyebrow: brand.tagline,
  headline: 'Dashcam-Based Video Telematics for Fleets of Every Size',
  subText: `Live view, instant event video, GPS tracking and AI driver monitoring from ${brand.maker.name} dashcams, in one cloud service your team can set up in minutes.`,
  primaryAction: { label: 'Request a Demo', href: '/request-demo' },
  secondaryAction: { label: 'How It Works', href: '/how-it-works' },
};

// Two crops of one scene: the wide dashboard reads badly on a phone, so phones get the app view.
export const homeHeroImage: HeroImage = {
  alt: `The ${brand.productName} dashboard: vehicles on a live map beside a dashcam's live view and recent events`,
  desktopSrc: '/images/hero-desktop.svg',
  desktopWidth: 1200,
  desktopHeight: 800,
  mobileSrc: '/images/hero-mobile.svg',
  mobileWidth: 720,
  mobileHeight: 900,
};

export interface OverviewVideo {
  videoId: string;
  title: string;
  posterSrc: string;
}

export const overviewVideo: OverviewVideo = {
  // A stand-in id: replace it with the published overview film's id on the video platform.
  videoId: 'FleetOvrv01',
  title: `${brand.productName} in 90 seconds: video telematics from your dashcams`,
  posterSrc: '/images/overview-poster.svg',
};

export const liveStatsTitle = 'Our Growing Network';

export const customersTitle = 'Trusted by Leading Companies Worldwide';

export const successStoriesCopy: SectionCopy = {
  title: 'Success Stories',
  description: 'How fleets in five industries use their dashcams to see more, react faster and drive safer.',
};

export const latestPostsCopy: SectionCopy & { viewAll: PageAction } = {
  title: 'Latest News & Updates',
  description: 'Product news, events and the best clips caught on camera.',
  viewAll: { label: 'View All Posts', href: '/blog/all' },
};

export const bannerLabel = 'Promotions';

// The carousel's two slides promote the trial offer and driver monitoring.
export const bannerSlides: readonly BannerSlide[] = [
  {
    title: 'First Month Free, Then 50% OFF',
    text: 'Connect your compatible dashcams today and pay nothing for the first month, then save half on the monthly plan for every vehicle in your fleet.',
    action: (
      <ButtonLink href="/pricing" tone="inverse" size="lg">
        See Pricing
      </ButtonLink>
    ),
  },
  {
    title: 'AI Driver Monitoring, Live in the Cloud',
    text: 'The DR770X Box-3CH Pro spots drowsiness, distraction and phone use, warns the driver in the cab and sends the clip to your fleet manager in seconds.',
    action: (
      <ButtonLink href="/features#dms-features" tone="inverse" size="lg">
        Explore DMS Features
      </ButtonLink>
    ),
  },
];

export const homeCallToAction: SectionCopy & { primary: PageAction; secondary: PageAction } = {
  title: 'Ready to See Your Fleet Live?',
  description: 'Get demo access to the full platform with real dashcam footage, or build a plan for your fleet in a few clicks.',
  primary: { label: 'Request a Demo', href: '/request-demo' },
  secondary: { label: 'View Pricing', href: '/pricing' },
};
