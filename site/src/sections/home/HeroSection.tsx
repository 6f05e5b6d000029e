import { ResponsiveHero, VideoEmbed } from '@fleet/ui';
import { homeHero, homeHeroImage, overviewVideo } from '../../content/home.tsx';
import { ActionLinks } from '../shared/ActionLinks.tsx';

/** The headline, the overview picture (its own crop on phones) and the overview video behind a facade. */
export function HeroSection() {
  const actions = homeHero.secondaryAction ? [homeHero.primaryAction, homeHero.secondaryAction] : [homeHero.primaryAction];
  return (
    <ResponsiveHero
      eyebrow={homeHero.eyebrow}
      headline={homeHero.headline}
      subText={homeHero.subText}
      actions={<ActionLinks actions={actions} />}
      image={homeHeroImage}
      video={<VideoEmbed videoId={overviewVideo.videoId} title={overviewVideo.title} posterSrc={overviewVideo.posterSrc} />}
    />
  );
}
