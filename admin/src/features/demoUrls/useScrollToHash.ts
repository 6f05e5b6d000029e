import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Once `ready` (the list has loaded), brings the element the address's fragment names into view and focuses it, as a
 * browser does for a page whose content is there from the start. A client-side navigation does not move `:target`,
 * so the focus is what marks the row.
 */
export function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    // Focusable only for this: a row that took focus on every click would wear the focus ring whenever clicked.
    target.tabIndex = -1;
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
    target.focus({ preventScroll: true });
  }, [ready, hash]);
}
