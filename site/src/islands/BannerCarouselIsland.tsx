import type { IslandMessages } from '@fleet/i18n/compileMessages.ts';
import { BannerCarousel } from '@fleet/ui/components/BannerCarousel/BannerCarousel.tsx';
import { type BannerPromotion, bannerSlide } from '@fleet/content/home.tsx';
import { IslandLanguage } from './IslandLanguage.tsx';

export interface BannerCarouselIslandProps {
  /** The promotions and the carousel's name, in the page's language (read on the server). */
  promotions: readonly BannerPromotion[];
  label: string;
  messages: IslandMessages;
}

/** The promotions carousel, which turns its slides by itself and by its controls. */
export function BannerCarouselIsland({ promotions, label, messages }: BannerCarouselIslandProps) {
  return (
    <IslandLanguage messages={messages}>
      <BannerCarousel slides={promotions.map(bannerSlide)} label={label} />
    </IslandLanguage>
  );
}
