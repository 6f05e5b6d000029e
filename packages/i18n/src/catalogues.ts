/// <reference types="vite/client" />
import type { Catalogue } from './catalogue.ts';
import { createMessages, type Messages } from './createMessages.ts';
import { type Locale, localeSettings, locales } from './locales.ts';

// Every catalogue in messages/, read when the server (or Storybook) starts: a browser is only ever given the
// namespaces its island uses (`islandMessages`), never a whole catalogue.
const files = import.meta.glob<Catalogue>('../messages/*.json', { eager: true, import: 'default' });

/** A locale's catalogue as written. */
export function catalogue(locale: Locale): Catalogue {
  const found = files[`../messages/${locale}.json`];
  if (!found) throw new Error(`messages/${locale}.json is missing`);
  return found;
}

/** The locales that have a catalogue file (a test compares them with the configured ones). */
export const catalogueFiles = Object.keys(files).map((path) => path.replace(/^.*\/(.+)\.json$/, '$1'));

const made = new Map<Locale, Messages>();

/** A locale's messages and formats, made once. */
export function messagesFor(locale: Locale): Messages {
  let messages = made.get(locale);
  if (!messages) {
    messages = createMessages(locale, localeSettings[locale].intl, catalogue(locale));
    made.set(locale, messages);
  }
  return messages;
}

export { locales };
