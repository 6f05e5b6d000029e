import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pushPageView } from '../analytics/pushPageView.ts';
import { brand } from '../brand/brand.ts';
import { applyHead } from '../head/applyHead.ts';
import { type HeadSettings, pageHead } from '../head/pageHead.ts';

/** Filled while a page renders at build time: its head settings and the page module it used. */
export interface RenderedPageRecord {
  pageId?: string;
  head?: HeadSettings;
}

export const RenderedPageContext = createContext<RenderedPageRecord | null>(null);

export interface PageHeadProps {
  pageId: string;
  settings: HeadSettings;
}

/**
 * A page's head. At build time it tells the prerenderer what to write; in the browser, once the page is
 * shown, it updates the head, scrolls to the top (or to the #anchor) and pushes a page_view.
 */
export function PageHead({ pageId, settings }: PageHeadProps) {
  const record = useContext(RenderedPageContext);
  if (record) {
    record.pageId = pageId;
    record.head = settings;
  }
  const { pathname, hash } = useLocation();

  useEffect(() => {
    const head = pageHead(settings, pathname, brand);
    applyHead(document, head);
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    pushPageView(window, pathname, head.title);
  }, [pathname, hash, settings]);

  return null;
}
