import { useEffect } from 'react';

/** Names the browser tab after the page, so tabs, history and screen readers tell the admin pages apart. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Admin`;
  }, [title]);
}
