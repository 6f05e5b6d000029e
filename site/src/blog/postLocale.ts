import type { WpPost } from '@fleet/api-client';
import { defaultLocale, type Locale, localeOrDefault, publishedLocales } from '@fleet/i18n/locales.ts';

/** The language a post's page is canonical in: its own, while that is published (the default language's before). */
export function postLocale(post: Pick<WpPost, 'lang'>, published: readonly Locale[] = publishedLocales): Locale {
  const lang = localeOrDefault(post.lang);
  return published.includes(lang) ? lang : defaultLocale;
}
