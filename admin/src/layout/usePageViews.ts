import { useEffect } from 'react';
import { pageViewRecorder } from './pageViews.ts';
import { sharedTitle } from './useDocumentTitle.ts';

declare global {
  interface Window {
    /** The analytics data layer (Google Tag Manager's convention), shared with any tag manager the page loads. */
    dataLayer?: unknown[];
  }
}

// One recorder for the document, as there is one data layer: a root that mounts again records no page twice, and the
// sign-in page, which opens before the router, shares it with the pages behind it. Made on the first page shown: the
// build renders the sign-in page where there is no window (prerender/signInPageMarkup.tsx).
let recordPageView: ReturnType<typeof pageViewRecorder> | undefined;

/**
 * One page_view per admin page shown (a new path, Back and Forward included) with its path and title (the tab's,
 * less a person's name: useDocumentTitle). Called by the root of the page's tree: React runs a parent's effects after
 * its children's, so by then the new page has named itself and the title recorded is its own, not the previous page's.
 */
export function usePageViews(pathname: string) {
  useEffect(() => {
    recordPageView ??= pageViewRecorder(window);
    recordPageView(pathname, sharedTitle());
  }, [pathname]);
}
