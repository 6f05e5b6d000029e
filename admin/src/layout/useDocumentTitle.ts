import { useEffect } from 'react';

let titleToShare = '';

/** The title the page shown last gave analytics: its tab's, less anything personal (a lead's name). */
export const sharedTitle = () => titleToShare;

/**
 * Names the browser tab after the page, so tabs, history and screen readers tell the admin pages apart. `shared` is
 * the title the page_view event carries (usePageViews), without a person's name in it: a tag manager sends the data
 * layer to a third party.
 */
export function useDocumentTitle(title: string, shared: string = title) {
  useEffect(() => {
    document.title = `${title} · Admin`;
    titleToShare = `${shared} · Admin`;
  }, [title, shared]);
}
