import { useSyncExternalStore } from 'react';
import { media } from '../theme/breakpoints.ts';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(media.reducedMotion);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

// Without a window (rendering on a server) nobody has asked yet. Checked here as well as by the server
// snapshot: preact/compat, which runs the site's islands, renders on the server with the client snapshot.
const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia(media.reducedMotion).matches;

/** Whether the visitor asked for less motion; false while rendering on a server. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reducedMotion, () => false);
}
