import { type Locale, locales } from '@fleet/i18n/locales.ts';

/** A post's language and the posts that translate it, each in another of the site's languages. */
export interface PostLanguage {
  /** Null when the source gave none the site has: the site takes such a post for English. */
  lang: Locale | null;
  translations: Partial<Record<Locale, number>>;
}

const maxId = 2_147_483_647;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (locales as readonly string[]).includes(value);
const isPostId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= maxId;
/** WPML speaks in WordPress locales ('de_DE'); the site's languages are their first part. */
const wpmlLanguage = (locale: unknown) => (typeof locale === 'string' ? locale.split('_')[0] : undefined);

/**
 * The language of a post of `/wp/v2/posts`, as Polylang shows it (`lang`, `translations` as language → id) or,
 * on a site without Polylang's fields, as WPML does (`wpml_current_locale`, `wpml_translations` as a list).
 * Never fails the sync: a language the site does not have, a broken link or an answer of another shape only
 * leaves the post without it.
 */
export function readLanguage(post: Record<string, unknown>): PostLanguage {
  const polylang = post.lang !== undefined && post.lang !== null;
  const lang = polylang ? post.lang : wpmlLanguage(post.wpml_current_locale);
  if (!isLocale(lang)) return { lang: null, translations: {} };

  const links: [unknown, unknown][] = polylang
    ? Object.entries(isObject(post.translations) ? post.translations : {})
    : (Array.isArray(post.wpml_translations) ? post.wpml_translations : []).filter(isObject).map((link) => [wpmlLanguage(link.locale), link.id]);
  const translations: Partial<Record<Locale, number>> = {};
  for (const [language, id] of links) {
    // The post is not its own translation, and a second post in one language is a broken link: the first stands.
    if (!isLocale(language) || language === lang || !isPostId(id) || id === post.id || translations[language] !== undefined) continue;
    translations[language] = id;
  }
  // In the site's order of languages, whatever order the source listed them in.
  const ordered: Partial<Record<Locale, number>> = {};
  for (const locale of locales) if (translations[locale] !== undefined) ordered[locale] = translations[locale];
  return { lang, translations: ordered };
}
