import { isLocale, type Locale, publishedLocales } from '@fleet/i18n/locales.ts';

/**
 * The locales whose prefix the site serves: the published ones, and those SITE_PREVIEW_LOCALES names (`de`): a
 * language under review, served at its prefix on a staging instance (and in tests) but listed nowhere: no hreflang,
 * sitemap entry or switcher link points to it.
 */
export function servedLocales(preview = process.env.SITE_PREVIEW_LOCALES ?? ''): Locale[] {
  const previewed = preview
    .split(',')
    .map((code) => code.trim())
    .filter(isLocale);
  return [...new Set([...publishedLocales, ...previewed])];
}
