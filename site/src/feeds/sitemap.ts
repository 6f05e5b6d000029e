import type { WpPost } from '@fleet/api-client';
import { localePath } from '@fleet/i18n/localePath.ts';
import { defaultLocale, type Locale, publishedLocales } from '@fleet/i18n/locales.ts';
import { gmtDate } from '../blog/gmtDate.ts';
import { postLocale } from '../blog/postLocale.ts';
import { escapeXml } from './escapeXml.ts';

export interface SitemapEntry {
  /** The page's path, e.g. '/blog/fleet-news'. */
  path: string;
  /** When the page last changed, where that is known (a post's modified time). */
  lastModified?: Date;
  /** The same page in each of its languages (itself included), and `x-default`: `{ hreflang: 'de', path: '/de/pricing' }`. */
  alternates?: readonly { hreflang: string; path: string }[];
}

/** The site's pages for search engines. */
export function sitemapXml(host: string, entries: readonly SitemapEntry[]): string {
  const origin = host.replace(/\/+$/, '');
  const urls = entries.map(({ path, lastModified, alternates = [] }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    const links = alternates.map(
      ({ hreflang, path }) => `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(`${origin}${path}`)}"/>`,
    );
    return `  <url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod}${links.join('')}</url>`;
  });
  // Google's form of a page's languages: xhtml:link elements, which need their namespace.
  const xhtml = entries.some((entry) => entry.alternates?.length) ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join('\n')}\n</urlset>\n`;
}

/** Everything public may be crawled except the staff area; the sitemap is announced. */
export function robotsTxt(host: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${host.replace(/\/+$/, '')}/sitemap.xml\n`;
}

type Alternate = { hreflang: string; path: string };

/** A page's languages (in the site's order) and `x-default`: the default language's address, else the first. */
function withDefault(languages: readonly Alternate[]): Alternate[] {
  const fallback = languages.find((language) => language.hreflang === defaultLocale) ?? languages[0];
  return fallback ? [...languages, { hreflang: 'x-default', path: fallback.path }] : [];
}

/** A page's entry in every published language, each listing all of them and `x-default` (the default language's). */
export function entriesInLanguages(path: string, published: readonly Locale[], lastModified?: Date): SitemapEntry[] {
  if (published.length < 2) return [{ path, ...(lastModified ? { lastModified } : {}) }];
  const alternates = withDefault(published.map((locale) => ({ hreflang: locale, path: localePath(locale, path) })));
  return published.map((locale) => ({ path: localePath(locale, path), alternates, ...(lastModified ? { lastModified } : {}) }));
}

/**
 * Each post's page in its own language, with its last change; a post with published translations lists them as
 * its other languages, and `x-default` (the default language's, else its own).
 */
export function postSitemapEntries(posts: readonly WpPost[], published: readonly Locale[] = publishedLocales): SitemapEntry[] {
  const byId = new Map(posts.map((post) => [post.id, post]));
  const address = (post: WpPost) => localePath(postLocale(post, published), `/blog/${post.slug}`);
  return posts.map((post) => {
    const own = postLocale(post, published);
    const entry: SitemapEntry = { path: address(post), lastModified: gmtDate(post.modified_gmt) };
    const languages = published.flatMap((lang) => {
      const shown = lang === own ? post : byId.get(post.translations?.[lang] ?? Number.NaN);
      return shown ? [{ hreflang: lang, path: address(shown) }] : [];
    });
    return languages.length < 2 ? entry : { ...entry, alternates: withDefault(languages) };
  });
}
