import { localeHref } from '@fleet/i18n/localeHref.ts';
import { useOptionalMessages } from './MessagesProvider.tsx';

/**
 * Makes a link of the page lead to the site's pages in the page's language (`/pricing` → `/de/pricing` on a German
 * page). The server and an island read the same messages' language, so the link an island hydrates over is the one
 * the server wrote. Without messages (the admin's sign-in page) links stay as they are.
 */
export function useLocaleHref(): (href: string) => string {
  const lang = useOptionalMessages()?.lang;
  return (href) => (lang === undefined ? href : localeHref(href, lang));
}
