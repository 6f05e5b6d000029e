import { type ReactNode, useId } from 'react';
import { Container } from '../../layout/Container/Container.tsx';
import { Inline } from '../../layout/Inline/Inline.tsx';
import type { HeadingLevel } from '../Heading/Heading.css';
import { Heading } from '../Heading/Heading.tsx';
import * as styles from './CallToAction.css';

export interface CallToActionProps {
  title: ReactNode;
  /** A sentence under the title; inline content only (it renders inside a paragraph). */
  text?: ReactNode;
  /**
   * Buttons on the brand background: use ButtonLink tone="inverse" for the main action and tone="secondary"
   * for a second one. 'primary' is the background's own colour and 'ghost' text fails contrast there.
   */
  actions: ReactNode;
  headingLevel?: HeadingLevel;
}

/** The closing banner of a page: one line of persuasion and the actions that follow from it. */
export function CallToAction({ title, text, actions, headingLevel = '2' }: CallToActionProps) {
  const titleId = useId();
  return (
    <section className={styles.band} aria-labelledby={titleId}>
      <Container>
        <div className={styles.inner}>
          <Heading level={headingLevel} size="2" align="center" id={titleId}>
            {title}
          </Heading>
          {text ? <p className={styles.text}>{text}</p> : null}
          <div className={styles.actions}>
            <Inline gap="md" justify="center">
              {actions}
            </Inline>
          </div>
        </div>
      </Container>
    </section>
  );
}
