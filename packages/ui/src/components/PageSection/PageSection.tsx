import { cva } from 'class-variance-authority';
import { type ReactNode, useId } from 'react';
import { Container } from '../../layout/Container/Container.tsx';
import type { HeadingLevel } from '../Heading/Heading.css';
import { Heading } from '../Heading/Heading.tsx';
import type { PageAlign, PageSectionTone } from './PageSection.css';
import * as styles from './PageSection.css';

const sectionClass = cva(styles.section, { variants: { tone: styles.tone }, defaultVariants: { tone: 'default' } });
const headingBlockClass = cva(styles.headingBlock, { variants: { align: styles.align }, defaultVariants: { align: 'start' } });

export interface PageSectionProps {
  /** An anchor target, e.g. /pricing#faq; the section stops below the sticky navigation bar. */
  id?: string;
  /** Names the section (aria-labelledby) when given. */
  title?: ReactNode;
  /** A sentence or two under the title; inline content only (it renders inside a paragraph). */
  intro?: ReactNode;
  headingLevel?: HeadingLevel;
  /** 'muted' sets the band on the alternate surface, to tell neighbouring sections apart. */
  tone?: PageSectionTone;
  /** Aligns the title and intro; the content keeps its own layout. */
  align?: PageAlign;
  children: ReactNode;
}

/** A vertical band of a page: an optional heading block over content at the page's width. */
export function PageSection({ id, title, intro, headingLevel = '2', tone, align = 'start', children }: PageSectionProps) {
  const titleId = useId();
  return (
    <section id={id} className={sectionClass({ tone })} aria-labelledby={title ? titleId : undefined}>
      <Container>
        {title || intro ? (
          <div className={headingBlockClass({ align })}>
            {title ? (
              // Every band reads at one size whatever its place in the outline.
              <Heading level={headingLevel} size="2" align={align} id={titleId}>
                {title}
              </Heading>
            ) : null}
            {intro ? <p className={styles.intro}>{intro}</p> : null}
          </div>
        ) : null}
        {children}
      </Container>
    </section>
  );
}
