import { useCallback, useEffect, useRef } from 'react';
import { useControllableState } from '../../hooks/useControllableState.ts';

export interface UseCarouselOptions {
  count: number;
  index?: number;
  defaultIndex: number;
  onIndexChange?: (index: number) => void;
  /** Whether the slides move on their own right now (not paused, hovered, focused or reduced motion). */
  rotating: boolean;
  autoAdvanceMs: number;
  lockMs: number;
}

/** The slide index, cycling 0..count-1, with auto-advance and a lock that ignores input while a slide moves. */
export function useCarousel({ count, index: indexProp, defaultIndex, onIndexChange, rotating, autoAdvanceMs, lockMs }: UseCarouselOptions) {
  const [rawIndex, setIndex] = useControllableState(indexProp, defaultIndex, onIndexChange);
  const index = count > 0 ? ((rawIndex % count) + count) % count : 0;
  const locked = useRef(false);
  const lockTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(lockTimer.current), []);

  /** Moves to a slide unless one is already moving; says whether it moved. */
  const goTo = useCallback(
    (target: number) => {
      const next = ((target % count) + count) % count;
      if (locked.current || count < 2 || next === index) return false;
      locked.current = true;
      lockTimer.current = window.setTimeout(() => {
        locked.current = false;
      }, lockMs);
      setIndex(next);
      return true;
    },
    [count, index, lockMs, setIndex],
  );

  useEffect(() => {
    if (!rotating || count < 2) return undefined;
    let timer: number;
    // A slide still moving when the time comes: try again once it has settled.
    const advance = () => {
      if (!goTo(index + 1)) timer = window.setTimeout(advance, lockMs);
    };
    timer = window.setTimeout(advance, autoAdvanceMs);
    return () => window.clearTimeout(timer);
  }, [rotating, count, index, autoAdvanceMs, lockMs, goTo]);

  return {
    index,
    goTo,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
  };
}
