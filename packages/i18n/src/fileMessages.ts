import { readFileSync } from 'node:fs';
import type { Catalogue } from './catalogue.ts';
import { createMessages, type Messages } from './createMessages.ts';
import { type Locale, localeSettings } from './locales.ts';

const read = new Map<Locale, Messages>();

/**
 * A locale's messages read from its file: for a server that runs its TypeScript as it is (the API's e-mails), where
 * no bundler gathers the catalogues as `catalogues.ts` has them gathered.
 */
export function fileMessages(locale: Locale): Messages {
  let messages = read.get(locale);
  if (!messages) {
    const catalogue = JSON.parse(readFileSync(new URL(`../messages/${locale}.json`, import.meta.url), 'utf8')) as Catalogue;
    messages = createMessages(locale, localeSettings[locale].intl, catalogue);
    read.set(locale, messages);
  }
  return messages;
}
