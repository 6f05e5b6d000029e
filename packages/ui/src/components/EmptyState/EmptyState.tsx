import type { ReactNode } from 'react';
import type { HeadingLevel } from '../Heading/Heading.css';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** A decorative icon above the title. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Makes the title a heading of this level where it starts a region of the page; otherwise it is a paragraph. */
  headingLevel?: HeadingLevel;
  /** A next step, e.g. a Button. */
  action?: ReactNode;
}

/** What a list or page shows when there is nothing in it yet (e.g. 'No demo URLs generated yet'). */
export function EmptyState({ icon, title, description, headingLevel, action }: EmptyStateProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className={styles.root}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Title className={styles.title}>{title}</Title>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
