/** What the site needs to know of a language besides its messages. */
export interface LocaleSettings {
  /** Its own name, as the language switcher shows it. */
  name: string;
  /** The `Intl` locale its numbers, prices and dates are formatted in. */
  intl: string;
  /** Open Graph's spelling (`og:locale`). */
  openGraph: string;
  /** Served at `/<code>/…` and listed in hreflang, the sitemap and the switcher; until then only tests and Storybook see it. */
  published: boolean;
}

/**
 * The site's languages, the default first (served without a prefix). Adding one is a line here and its
 * catalogue, `messages/<code>.json`, with every message the English one has (a test holds them to it).
 */
export const localeSettings = {
  en: { name: 'English', intl: 'en-US', openGraph: 'en_US', published: true },
  de: { name: 'Deutsch', intl: 'de-DE', openGraph: 'de_DE', published: true },
} as const satisfies Record<string, LocaleSettings>;

export type Locale = keyof typeof localeSettings;

export const defaultLocale: Locale = 'en';

export const locales = Object.keys(localeSettings) as Locale[];

export const publishedLocales = locales.filter((locale) => localeSettings[locale].published);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(localeSettings, value);
}

/** A page's language as a locale of the site: the default for anything else. */
export function localeOrDefault(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}
