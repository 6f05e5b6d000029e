import { localePath } from '@fleet/i18n/localePath.ts';
import { defaultLocale, type Locale, localeSettings, publishedLocales } from '@fleet/i18n/locales.ts';

/** What a page says about itself; every field falls back to the brand's defaults. */
export interface HeadSettings {
  title?: string;
  description?: string;
  /** Share image, absolute or relative to the host. */
  image?: string;
  /** Canonical URL, absolute or relative to the host; defaults to the page's path. */
  url?: string;
  type?: 'website' | 'article';
  /** Pages that must stay out of search results (the 404 page): robots noindex and no canonical. */
  noindex?: boolean;
  /** schema.org objects, emitted as JSON-LD. */
  structuredData?: readonly object[];
  /**
   * The page in each language it is written in, by its path without the locale's prefix (a post and its
   * translations: `{ en: '/blog/hail', de: '/blog/hagel' }`). Without it the page is the same path in every
   * published language.
   */
  alternates?: Partial<Record<Locale, string>>;
}

export type HeadTag =
  | { kind: 'meta'; key: 'name' | 'property'; name: string; content: string }
  | { kind: 'link'; rel: string; href: string; type?: string; title?: string; hreflang?: string };

/** The blog's RSS feed, announced in every page's head so feed readers find it from any page. */
export const blogFeedPath = '/blog/feed.xml';

export interface PageHead {
  title: string;
  tags: readonly HeadTag[];
  structuredData: readonly object[];
}

/**
 * The brand values the head rules read (a BrandConfig has them all). Declared here rather than picked from
 * BrandConfig so the server, which fills in a post page's head with these same rules, need not load the
 * design system's types.
 */
export interface HeadBrand {
  productName: string;
  tagline: string;
  description: string;
  shareImage: string;
  host: string;
}

const descriptionLimit = 160;

/** An inner page's title: its name, then the product. */
export function innerPageTitle(name: string, productName: string): string {
  return `${name} | ${productName}`;
}

/** Relative URLs get the site host prepended; absolute ones are kept. */
export function absoluteUrl(host: string, url: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  return `${host.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/** The description cut to 160 characters (whole characters, never half of a surrogate pair). */
export function cutDescription(description: string): string {
  const characters = [...description.trim()];
  return characters.length > descriptionLimit ? characters.slice(0, descriptionLimit).join('') : characters.join('');
}

/** The languages a page is in: the one shown and all it is published in (the page's path is the same in each). */
export interface HeadLanguages {
  locale: Locale;
  published: readonly Locale[];
}

/**
 * The page in its other languages, for search engines and sharing: an hreflang link for each (and `x-default`, the
 * default locale's, or the first there is, for everyone else), `og:locale` and its alternates. Nothing while the
 * site has one language; no hreflang for a page written in one (a post without translations).
 */
function languageTags(path: string, host: string, { locale, published }: HeadLanguages, settings: HeadSettings): HeadTag[] {
  if (published.length < 2) return [];
  const meta = (name: string, content: string): HeadTag => ({ kind: 'meta', key: 'property', name, content });
  const written = published.flatMap((other): [Locale, string][] => {
    const own = settings.alternates ? settings.alternates[other] : path;
    return own === undefined ? [] : [[other, localePath(other, own)]];
  });
  const alternate = (hreflang: string, href: string): HeadTag => ({ kind: 'link', rel: 'alternate', hreflang, href: absoluteUrl(host, href) });
  const fallback = written.find(([other]) => other === defaultLocale) ?? written[0];
  return [
    meta('og:locale', localeSettings[locale].openGraph),
    ...published.filter((other) => other !== locale).map((other) => meta('og:locale:alternate', localeSettings[other].openGraph)),
    ...(settings.noindex || written.length < 2 || !fallback
      ? []
      : [...written.map(([other, href]) => alternate(other, href)), alternate('x-default', fallback[1])]),
  ];
}

/**
 * The head of one page: defaults from the brand, host prefix, 160-character cut, canonical, Open Graph, Twitter card,
 * the blog's feed, and the page in its other languages. `pathname` and `settings.url` are the page's own path, without
 * a locale's prefix: its address in each language is made from it.
 */
export function pageHead(
  settings: HeadSettings,
  pathname: string,
  brand: HeadBrand,
  languages: HeadLanguages = { locale: defaultLocale, published: publishedLocales },
): PageHead {
  const title = settings.title ?? brand.tagline;
  const description = cutDescription(settings.description ?? brand.description);
  const image = absoluteUrl(brand.host, settings.image ?? brand.shareImage);
  const path = settings.url ?? pathname;
  const url = absoluteUrl(brand.host, /^[a-z][a-z0-9+.-]*:/i.test(path) ? path : localePath(languages.locale, path));
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({ kind: 'meta', key, name, content });
  return {
    title,
    tags: [
      meta('name', 'description', description),
      settings.noindex ? meta('name', 'robots', 'noindex') : { kind: 'link', rel: 'canonical', href: url },
      ...languageTags(path, brand.host, languages, settings),
      meta('property', 'og:type', settings.type ?? 'website'),
      meta('property', 'og:site_name', brand.productName),
      meta('property', 'og:title', title),
      meta('property', 'og:description', description),
      meta('property', 'og:image', image),
      // A page out of search results has no address of its own to share (every unknown path shows the one 404 page).
      ...(settings.noindex ? [] : [meta('property', 'og:url', url)]),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', title),
      meta('name', 'twitter:description', description),
      meta('name', 'twitter:image', image),
      {
        kind: 'link',
        rel: 'alternate',
        type: 'application/rss+xml',
        title: `${brand.productName} Blog`,
        href: absoluteUrl(brand.host, localePath(languages.locale, blogFeedPath)),
      },
    ],
    structuredData: settings.structuredData ?? [],
  };
}
