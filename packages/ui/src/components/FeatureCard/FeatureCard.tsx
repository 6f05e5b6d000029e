import type { ReactNode } from 'react';
import { CheckIcon } from '../../icons/index.ts';
import { FeatureIcon } from '../FeatureIcon/FeatureIcon.tsx';
import type { HeadingLevel } from '../Heading/Heading.css';
import { Heading } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './FeatureCard.css';

export interface Feature {
  /** The anchor other pages link to, e.g. /features#gps-tracking. */
  id: string;
  icon: ReactNode;
  title: string;
  description: string;
  bullets?: readonly string[];
}

export interface FeatureCardProps extends Feature {
  headingLevel?: HeadingLevel;
}

export function FeatureCard({ id, icon, title, description, bullets, headingLevel = '3' }: FeatureCardProps) {
  const titleId = `${id}-title`;
  return (
    <article id={id} className={styles.card} aria-labelledby={titleId}>
      <FeatureIcon size="lg">{icon}</FeatureIcon>
      <Heading level={headingLevel} size="3" id={titleId}>
        {title}
      </Heading>
      <Text tone="muted">{description}</Text>
      {bullets && bullets.length > 0 ? (
        <ul className={styles.bullets} role="list">
          {bullets.map((bullet) => (
            <li key={bullet} className={styles.bullet}>
              <span className={styles.bulletMark}>
                <CheckIcon size={16} />
              </span>
              {bullet}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
