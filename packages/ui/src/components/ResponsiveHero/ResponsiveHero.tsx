import type { ReactNode } from 'react';
import { Container } from '../../layout/Container/Container.tsx';
import { media } from '../../theme/breakpoints.ts';
import { Heading } from '../Heading/Heading.tsx';
import * as styles from './ResponsiveHero.css';

/** One picture, two crops: a wide one from tablet width up, a tall one for phones. */
export interface HeroImage {
  alt: string;
  desktopSrc: string;
  desktopWidth: number;
  desktopHeight: number;
  mobileSrc: string;
  mobileWidth: number;
  mobileHeight: number;
}

export interface ResponsiveHeroProps {
  eyebrow?: string;
  headline: ReactNode;
  subText: ReactNode;
  actions?: ReactNode;
  image: HeroImage;
  /** The overview video, usually a VideoEmbed, below the headline and picture. */
  video?: ReactNode;
}

export function ResponsiveHero({ eyebrow, headline, subText, actions, image, video }: ResponsiveHeroProps) {
  return (
    <section className={styles.hero}>
      <Container>
        <div className={styles.inner}>
          <div className={styles.overview}>
            <div className={styles.copy}>
              {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
              <Heading level="1">{headline}</Heading>
              <p className={styles.subText}>{subText}</p>
              {actions ? <div className={styles.actions}>{actions}</div> : null}
            </div>
            {/* Explicit sizes on both crops reserve the space before the image arrives (no layout shift). */}
            <picture>
              <source media={media.tablet} srcSet={image.desktopSrc} width={image.desktopWidth} height={image.desktopHeight} />
              <img className={styles.image} src={image.mobileSrc} width={image.mobileWidth} height={image.mobileHeight} alt={image.alt} fetchPriority="high" />
            </picture>
          </div>
          {video ? <div className={styles.video}>{video}</div> : null}
        </div>
      </Container>
    </section>
  );
}
