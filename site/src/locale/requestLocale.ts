import { AsyncLocalStorage } from 'node:async_hooks';
import { messagesFor } from '@fleet/i18n/catalogues.ts';
import { defaultLocale, type Locale } from '@fleet/i18n/locales.ts';
import { setAmbientMessages } from '@fleet/ui/providers/MessagesProvider.tsx';

const requests = new AsyncLocalStorage<Locale>();

// Astro renders each component of a page on its own, so no provider wraps them all: a component rendered on the
// server speaks the language of the request it is rendered for.
setAmbientMessages(() => {
  const locale = requests.getStore();
  return locale ? messagesFor(locale) : undefined;
});

/** Renders a request's page in its locale: every component rendered meanwhile (and only those) speaks it. */
export function inLocale<T>(locale: Locale | undefined, render: () => T): T {
  return requests.run(locale ?? defaultLocale, render);
}
