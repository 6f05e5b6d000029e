import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId } from 'react';
import { useControllableState } from '../../hooks/useControllableState.ts';
import { PlayIcon } from '../../icons/index.ts';
import { PauseIcon } from '../../icons/marketingIcons.tsx';
import { Container } from '../../layout/Container/Container.tsx';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { Button } from '../Button/Button.tsx';
import { type Customer, CustomerCard } from '../CustomerCard/CustomerCard.tsx';
import type { HeadingLevel } from '../Heading/Heading.css';
import { Heading } from '../Heading/Heading.tsx';
import * as styles from './CustomerMarquee.css';

const secondsPerCard = 5;

export interface CustomerMarqueeProps {
  title: string;
  headingLevel?: HeadingLevel;
  customers: readonly Customer[];
  /** Stops the motion (the visitor's pause button, or a pinned story). */
  paused?: boolean;
  defaultPaused?: boolean;
  onPausedChange?: (paused: boolean) => void;
}

/** A row of customer cards that scrolls on its own; still (and scrollable by hand) under reduced motion. */
export function CustomerMarquee({ title, headingLevel = '2', customers, paused: pausedProp, defaultPaused = false, onPausedChange }: CustomerMarqueeProps) {
  const { t } = useMessages();
  const headingId = useId();
  const [paused, setPaused] = useControllableState(pausedProp, defaultPaused, onPausedChange);
  // biome-ignore lint/suspicious/noArrayIndexKey: the row is drawn twice for the loop; a copy and a position name a card.
  const cards = (copy: string) => customers.map((customer, i) => <CustomerCard key={`${copy}-${i}`} as="li" {...customer} />);

  return (
    <div className={styles.root}>
      <Container>
        <div className={styles.header}>
          <Heading level={headingLevel} id={headingId}>
            {title}
          </Heading>
          <div className={styles.toggle}>
            <Button tone="ghost" size="sm" icon={paused ? <PlayIcon size={16} /> : <PauseIcon size={16} />} onClick={() => setPaused(!paused)}>
              {paused ? t('customerMarquee.resume') : t('customerMarquee.pause')}
            </Button>
          </div>
        </div>
      </Container>
      {/* Focusable so keyboard users can hold the row still, and scroll it when motion is reduced. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a labelled, focusable region is how a keyboard user reaches and pauses the scrolling row. */}
      <div className={styles.viewport} role="region" aria-labelledby={headingId} tabIndex={0} data-paused={paused}>
        <div className={styles.track} style={assignInlineVars({ [styles.loopDuration]: `${customers.length * secondsPerCard}s` })}>
          <ul className={styles.list} role="list">
            {cards('a')}
          </ul>
          {/* The second copy only makes the loop seamless; assistive technology reads each customer once. */}
          <ul className={styles.duplicate} role="list" aria-hidden="true">
            {cards('b')}
          </ul>
        </div>
      </div>
    </div>
  );
}
