import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { Container } from '../../layout/Container/Container.tsx';
import { Inline } from '../../layout/Inline/Inline.tsx';
import { Heading } from '../Heading/Heading.tsx';
import type { PageAlign } from './PageHeader.css';
import * as styles from './PageHeader.css';

const innerClass = cva(styles.inner, { variants: { align: styles.align }, defaultVariants: { align: 'center' } });

export interface PageHeaderProps {
  /** A short line above the title, e.g. the page's category. */
  eyebrow?: string;
  /** The page's one h1. */
  title: ReactNode;
  /** A sentence or two under the title; inline content only (it renders inside a paragraph). */
  lead?: ReactNode;
  /** Buttons or links under the lead; they wrap onto the next line when there is no room. */
  actions?: ReactNode;
  align?: PageAlign;
}

/** The top of an inner page: title, lead and main actions on a brand-tinted band. */
export function PageHeader({ eyebrow, title, lead, actions, align = 'center' }: PageHeaderProps) {
  return (
    <div className={styles.header}>
      <Container>
        <div className={innerClass({ align })}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <Heading level="1" align={align}>
            {title}
          </Heading>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {actions ? (
            <div className={styles.actions}>
              <Inline gap="md" justify={align}>
                {actions}
              </Inline>
            </div>
          ) : null}
        </div>
      </Container>
    </div>
  );
}
