import { useSyncExternalStore } from 'react';
import { media } from '../theme/breakpoints.ts';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(media.reducedMotion);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the visitor asked for less motion; false while prerendering. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(media.reducedMotion).matches,
    () => false,
  );
}
