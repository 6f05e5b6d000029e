import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type FocusEvent, useState } from 'react';
import { useControllableState } from '../../hooks/useControllableState.ts';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion.ts';
import { ChevronLeftIcon, ChevronRightIcon, PlayIcon } from '../../icons/index.ts';
import { PauseIcon } from '../../icons/marketingIcons.tsx';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import type { HeadingLevel } from '../Heading/Heading.css.ts';
import * as styles from './BannerCarousel.css.ts';
import { type BannerSlide, BannerSlideView } from './BannerSlideView.tsx';
import { useCarousel } from './useCarousel.ts';

export interface BannerCarouselProps {
  slides: readonly BannerSlide[];
  /** Names the carousel for assistive technology ('Highlights' unless given). */
  label?: string;
  /** 4000 ms between slides, 500 ms during which a moving slide ignores input. */
  autoAdvanceMs?: number;
  lockMs?: number;
  index?: number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  /** Stops auto-advance (the pause button, or a pinned story). */
  paused?: boolean;
  defaultPaused?: boolean;
  onPausedChange?: (paused: boolean) => void;
  slideHeadingLevel?: HeadingLevel;
}

/** The WAI-ARIA carousel pattern: quiet while it rotates, announced when the visitor moves it. */
export function BannerCarousel({
  slides,
  label,
  autoAdvanceMs = 4000,
  lockMs = 500,
  index: indexProp,
  defaultIndex = 0,
  onIndexChange,
  paused: pausedProp,
  defaultPaused = false,
  onPausedChange,
  slideHeadingLevel = '2',
}: BannerCarouselProps) {
  const { t } = useMessages();
  const [paused, setPaused] = useControllableState(pausedProp, defaultPaused, onPausedChange);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  // Pressing Play is an explicit request: it outranks the pause that hover and focus would otherwise cause.
  const [playRequested, setPlayRequested] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = !paused && !reducedMotion && (playRequested || (!hovered && !focusWithin));
  const { index, goTo, next, previous } = useCarousel({
    count: slides.length,
    index: indexProp,
    defaultIndex,
    onIndexChange,
    rotating,
    autoAdvanceMs,
    lockMs,
  });

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setFocusWithin(false);
    if (!hovered) setPlayRequested(false);
  };
  const onMouseLeave = () => {
    setHovered(false);
    if (!focusWithin) setPlayRequested(false);
  };
  const togglePaused = () => {
    setPlayRequested(paused);
    setPaused(!paused);
  };

  return (
    <section
      className={styles.root}
      aria-roledescription="carousel"
      aria-label={label ?? t('bannerCarousel.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={onMouseLeave}
      onFocus={() => setFocusWithin(true)}
      onBlur={onBlur}
    >
      <div className={styles.viewport} aria-live={rotating ? 'off' : 'polite'} aria-atomic="false">
        <div className={styles.track} style={assignInlineVars({ [styles.slideIndex]: String(index), [styles.moveDuration]: `${lockMs}ms` })}>
          {slides.map((slide, i) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: a slide keeps its position for the life of the carousel.
              key={i}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('bannerCarousel.position', { slide: i + 1, total: slides.length })}
              // Off-screen slides stay out of the tab order and the accessibility tree.
              inert={i !== index}
            >
              <BannerSlideView slide={slide} headingLevel={slideHeadingLevel} />
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.roundButton}
            aria-label={paused ? t('bannerCarousel.play') : t('bannerCarousel.pause')}
            onClick={togglePaused}
          >
            {paused ? <PlayIcon size={18} /> : <PauseIcon size={18} />}
          </button>
          <button type="button" className={styles.roundButton} aria-label={t('bannerCarousel.previous')} onClick={previous}>
            <ChevronLeftIcon />
          </button>
          <ul className={styles.dots} role="list">
            {slides.map((_, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: a dot stands for a slide position, which never moves.
                key={i}
              >
                <button
                  type="button"
                  className={styles.dot}
                  aria-label={t('bannerCarousel.goTo', { slide: i + 1 })}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => goTo(i)}
                />
              </li>
            ))}
          </ul>
          <button type="button" className={styles.roundButton} aria-label={t('bannerCarousel.next')} onClick={next}>
            <ChevronRightIcon />
          </button>
        </div>
      ) : null}
    </section>
  );
}
