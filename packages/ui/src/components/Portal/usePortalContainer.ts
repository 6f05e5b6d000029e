import { useLayoutEffect, useState } from 'react';
import { root } from '../../providers/UiProvider.css';

/**
 * The element overlays portal into: UiProvider's themed root. A portal straight into <body> would leave the
 * theme's CSS variables (and the base font) behind, so dialogs and menus would render unstyled.
 * Null until mounted: the portal must not render into <body> first and then move, which would remount it.
 */
export function usePortalContainer(): HTMLElement | null {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    setContainer(document.querySelector<HTMLElement>(`.${CSS.escape(root)}`) ?? document.body);
  }, []);
  return container;
}
