import type { ReactNode } from 'react';
import { Heading } from '../Heading/Heading.tsx';
import * as styles from './AdminPageHeader.css';

export interface AdminPageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  description?: ReactNode;
  /** Page-level buttons, e.g. 'Invite Manager'. */
  actions?: ReactNode;
  /** Lets a section or the page name itself after the title (aria-labelledby). */
  titleId?: string;
}

/** The top of every admin page: a title, what the page is for, and its main actions. */
export function AdminPageHeader({ title, description, actions, titleId }: AdminPageHeaderProps) {
  return (
    <div className={styles.header}>
      <div className={styles.titles}>
        <Heading level="1" size="3" id={titleId}>
          {title}
        </Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
