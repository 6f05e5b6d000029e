import { cva } from 'class-variance-authority';
import { type ReactNode, useId } from 'react';
import { Container } from '../../layout/Container/Container.tsx';
import type { HeadingLevel } from '../Heading/Heading.css';
import { Heading } from '../Heading/Heading.tsx';
import type { PageAlign, PageSectionTone } from './PageSection.css';
import * as styles from './PageSection.css';

const sectionClass = cva(styles.section, {
  variants: { tone: styles.tone, deferred: { true: styles.deferred, false: '' } },
  defaultVariants: { tone: 'default', deferred: false },
});
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
  /**
   * A band well below the first screen of a long page: not styled or laid out until it comes near, which spares a
   * phone's first layout. Not for bands that may start on screen, nor taller than a few screens (an accessibility
   * checker measures colours against what lies under an undrawn band).
   */
  deferred?: boolean;
  children: ReactNode;
}

/** A vertical band of a page: an optional heading block over content at the page's width. */
export function PageSection({ id, title, intro, headingLevel = '2', tone, align = 'start', deferred, children }: PageSectionProps) {
  const titleId = useId();
  return (
    <section id={id} className={sectionClass({ tone, deferred })} aria-labelledby={title ? titleId : undefined}>
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
