import { ResponsiveHero } from '@fleet/ui/components/ResponsiveHero/ResponsiveHero.tsx';
import type { ReactNode } from 'react';
import { homeHero, homeHeroImage } from '@fleet/content/home.tsx';
import { ActionLinks } from '../shared/ActionLinks.tsx';

/** The headline, the overview picture (its own crop on phones) and the overview video (an island) beside them. */
export function HeroSection({ video }: { video?: ReactNode }) {
  const actions = homeHero.secondaryAction ? [homeHero.primaryAction, homeHero.secondaryAction] : [homeHero.primaryAction];
  return (
    <ResponsiveHero
      eyebrow={homeHero.eyebrow}
      headline={homeHero.headline}
      subText={homeHero.subText}
      actions={<ActionLinks actions={actions} />}
      image={homeHeroImage}
      video={video}
    />
  );
}
