import { messagesFor } from '@fleet/i18n/catalogues.ts';
import type { Messages } from '@fleet/i18n/createMessages.ts';
import { defaultLocale, type Locale } from '@fleet/i18n/locales.ts';
import type { SiteLocals } from '../server/SiteRender.ts';

/** The locale a page is rendered in (the server read it from the path's prefix). */
export function pageLocale(locals: SiteLocals): Locale {
  return locals.locale ?? defaultLocale;
}

/** The messages and formats of the page's locale. */
export function pageMessages(locals: SiteLocals): Messages {
  return messagesFor(pageLocale(locals));
}
