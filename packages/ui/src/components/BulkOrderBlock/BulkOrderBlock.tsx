import { type ReactNode, useId } from 'react';
import { TruckIcon } from '../../icons/index.ts';
import { ButtonLink } from '../Button/Button.tsx';
import type { HeadingLevel } from '../Heading/Heading.css';
import { Heading } from '../Heading/Heading.tsx';
import * as styles from './BulkOrderBlock.css';

export interface BulkOrderBlockProps {
  title: string;
  description: ReactNode;
  /** A short badge above the title, e.g. '50+ units'. */
  highlight?: string;
  actionLabel: string;
  actionHref: string;
  headingLevel?: HeadingLevel;
}

/** The fleet-pricing call to action on /dashcams. */
export function BulkOrderBlock({ title, description, highlight, actionLabel, actionHref, headingLevel = '2' }: BulkOrderBlockProps) {
  const titleId = useId();
  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <div className={styles.copy}>
        {highlight ? (
          <span className={styles.highlight}>
            <TruckIcon size={16} />
            {highlight}
          </span>
        ) : null}
        <Heading level={headingLevel} size="2" id={titleId}>
          {title}
        </Heading>
        <p className={styles.description}>{description}</p>
      </div>
      <div className={styles.action}>
        <ButtonLink href={actionHref} tone="inverse" size="lg" fullWidth>
          {actionLabel}
        </ButtonLink>
      </div>
    </section>
  );
}
