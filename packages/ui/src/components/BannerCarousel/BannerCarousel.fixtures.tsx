import { ButtonLink } from '../Button/Button.tsx';
import type { BannerSlide } from './BannerSlideView.tsx';

/** Story-only: two plausible promotions (the site's own slides are in site/src/content). */
export const bannerSlideFixtures: readonly BannerSlide[] = [
  {
    title: 'Your First Month Is Free',
    text: 'Connect any compatible dashcam to the cloud today: pay nothing for the first month, then $15.99 for your first vehicle and $12.00 for each additional one.',
    action: (
      <ButtonLink href="/pricing" tone="inverse" size="lg">
        See Pricing
      </ButtonLink>
    ),
  },
  {
    title: 'AI Driver Monitoring, Live in the Cloud',
    text: 'Fatigue and distraction alerts from the DR770X Box-3CH reach your fleet managers the moment they happen, with the clip attached.',
    action: (
      <ButtonLink href="/request-demo" tone="inverse" size="lg">
        Request a Demo
      </ButtonLink>
    ),
  },
];
