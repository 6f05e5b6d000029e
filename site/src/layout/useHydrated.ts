import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page renders at build time and while React hydrates that HTML, true afterwards (and from
 * the start on client-side navigation). State the prerendered HTML cannot know, such as the query string,
 * must wait for it, or the first render would not match the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
