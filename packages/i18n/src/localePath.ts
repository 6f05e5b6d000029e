import { defaultLocale, type Locale, publishedLocales } from './locales.ts';

/** The address of a page in a locale: `/pricing` → `/de/pricing`, `/` → `/de`; the default locale has no prefix. */
export function localePath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * A request path read as a locale and the page's own path: `/de/pricing` → de, `/pricing`. Only the given
 * locales (the published ones unless told) are prefixes; anything else is a path of the default locale.
 */
export function splitLocalePath(pathname: string, among: readonly Locale[] = publishedLocales): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  const locale = match?.[1] as Locale | undefined;
  if (!match || !locale || locale === defaultLocale || !among.includes(locale)) return { locale: defaultLocale, path: pathname };
  return { locale, path: match[2] || '/' };
}
