import { BannerCarousel } from '@fleet/ui/components/BannerCarousel/BannerCarousel.tsx';
import { bannerLabel, bannerSlides } from '@fleet/content/home.tsx';

/** The promotions carousel, which turns its slides by itself and by its controls. */
export function BannerCarouselIsland() {
  return <BannerCarousel slides={bannerSlides} label={bannerLabel} />;
}
