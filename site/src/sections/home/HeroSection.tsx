import { ResponsiveHero } from '@fleet/ui/components/ResponsiveHero/ResponsiveHero.tsx';
import { useMessages } from '@fleet/ui/providers/MessagesProvider.tsx';
import type { ReactNode } from 'react';
import { homeHero, homeHeroImage } from '@fleet/content/home.tsx';
import { ActionLinks } from '../shared/ActionLinks.tsx';

/** The headline, the overview picture (its own crop on phones) and the overview video (an island) beside them. */
export function HeroSection({ video }: { video?: ReactNode }) {
  const messages = useMessages();
  const hero = homeHero(messages);
  const actions = hero.secondaryAction ? [hero.primaryAction, hero.secondaryAction] : [hero.primaryAction];
  return (
    <ResponsiveHero
      eyebrow={hero.eyebrow}
      headline={hero.headline}
      subText={hero.subText}
      actions={<ActionLinks actions={actions} />}
      image={homeHeroImage(messages)}
      video={video}
    />
  );
}
