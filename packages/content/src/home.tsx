import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { BannerSlideContent } from '@fleet/ui/components/BannerCarousel/BannerSlideView.tsx';
import { ButtonLink } from '@fleet/ui/components/Button/Button.tsx';
import type { HeroImage } from '@fleet/ui/components/ResponsiveHero/ResponsiveHero.tsx';
import { brand } from './brand/brand.ts';
import { brandCopy } from './brand/brandCopy.ts';
import type { PageAction, SectionCopy } from './pageCopy.ts';

export interface HomeHero {
  eyebrow?: string;
  headline: string;
  subText: string;
  primaryAction: PageAction;
  secondaryAction?: PageAction;
}

export function homeHero(messages: Messages): HomeHero {
  const { t } = messages;
  return {
    // The brand's own line: as its configuration spells it in English, from the catalogue in other languages.
    eyebrow: brandCopy(messages).tagline,
    headline: t('home.heroHeadline'),
    subText: t('home.heroSubText', { maker: brand.maker.name }),
    primaryAction: { label: t('home.heroRequestDemo'), href: '/request-demo' },
    secondaryAction: { label: t('home.heroHowItWorks'), href: '/how-it-works' },
  };
}

// Two crops of one scene: the wide dashboard reads badly on a phone, so phones get the app view.
export function homeHeroImage({ t }: Messages): HeroImage {
  return {
    alt: t('home.heroImageAlt', { product: brand.productName }),
    desktopSrc: '/images/hero-desktop.svg',
    desktopWidth: 1200,
    desktopHeight: 800,
    mobileSrc: '/images/hero-mobile.svg',
    mobileWidth: 720,
    mobileHeight: 900,
  };
}

export interface OverviewVideo {
  videoId: string;
  title: string;
  posterSrc: string;
}

export function overviewVideo({ t }: Messages): OverviewVideo {
  return {
    // A stand-in id: replace it with the published overview film's id on the video platform.
    videoId: 'FleetOvrv01',
    title: t('home.overviewVideoTitle', { product: brand.productName }),
    posterSrc: '/images/overview-poster.svg',
  };
}

export function successStoriesCopy({ t }: Messages): SectionCopy {
  return { title: t('home.successStoriesTitle'), description: t('home.successStoriesDescription') };
}

export function latestPostsCopy({ t }: Messages): SectionCopy & { viewAll: PageAction } {
  return {
    title: t('home.latestPostsTitle'),
    description: t('home.latestPostsDescription'),
    viewAll: { label: t('home.latestPostsViewAll'), href: '/blog/all' },
  };
}

/** A promotion of the home carousel as text and a link: plain data, so the page can hand it to the carousel's island. */
export interface BannerPromotion {
  title: string;
  text: string;
  action: PageAction;
}

// The carousel's two slides promote the trial offer and driver monitoring.
export function bannerPromotions({ t }: Messages): readonly BannerPromotion[] {
  return [
    {
      title: t('home.trialTitle'),
      text: t('home.trialText'),
      action: { label: t('home.trialAction'), href: '/pricing' },
    },
    {
      title: t('home.dmsTitle'),
      text: t('home.dmsText', { model: 'DR770X Box-3CH Pro' }),
      action: { label: t('home.dmsAction'), href: '/features#dms-features' },
    },
  ];
}

/** A promotion as the carousel draws it: its link a large button on the slide's brand background. */
export function bannerSlide({ title, text, action }: BannerPromotion): BannerSlideContent {
  return {
    title,
    text,
    action: (
      <ButtonLink href={action.href} tone="inverse" size="lg">
        {action.label}
      </ButtonLink>
    ),
  };
}

export function homeCallToAction({ t }: Messages): SectionCopy & { primary: PageAction; secondary: PageAction } {
  return {
    title: t('home.ctaTitle'),
    description: t('home.ctaDescription'),
    primary: { label: t('home.ctaRequestDemo'), href: '/request-demo' },
    secondary: { label: t('home.ctaViewPricing'), href: '/pricing' },
  };
}
