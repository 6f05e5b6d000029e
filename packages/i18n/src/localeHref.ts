import { localePath } from './localePath.ts';
import { defaultLocale, isLocale, locales } from './locales.ts';

/** Files and services the server answers the same in every language: their addresses take no prefix. */
const sharedPrefixes = ['/_astro/', '/images/', '/uploads/', '/functions/', '/wp-json/', '/demo-access/', '/favicon', '/fonts/', '/robots.txt', '/sitemap.xml'];

/** The staff admin is not translated, and its addresses are not the site's. */
const adminPath = /^\/admin(?=[/?#]|$)/;

/** A path that names a language already (`/de`, `/de/pricing`, `/de?x`), whether or not it is published yet. */
const prefixed = new RegExp(`^/(?:${locales.filter((locale) => locale !== defaultLocale).join('|')})(?=[/?#]|$)`);

/** A file's name in the last segment (`/images/van.webp`, `/blog/feed.xml`; not `/blog/release-2.0`). */
const fileName = /\/[^/]*\.[A-Za-z][A-Za-z0-9]*$/;

/** The blog's feed is a page of the language it is in (`/blog/feed.xml` → `/de/blog/feed.xml`). */
const blogFeed = /^\/blog\/.*\.xml$/;

function isPagePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  if (adminPath.test(path) || prefixed.test(path)) return false;
  if (sharedPrefixes.some((prefix) => path.startsWith(prefix))) return false;
  return !fileName.test(path) || blogFeed.test(path);
}

/**
 * A link as a page in `locale` gives it: an address of one of the site's own pages leads to that page in the
 * same language (`/pricing` → `/de/pricing`, `/` → `/de`, `/blog/all?category=news` → `/de/blog/all?category=news`).
 * Other sites, in-page anchors, files and services, and a language that is not one of the site's (or is the
 * default) leave it as it is.
 */
export function localeHref(href: string, locale: string): string {
  if (!isLocale(locale) || locale === defaultLocale) return href;
  const split = /^([^?#]*)(.*)$/s.exec(href);
  const path = split?.[1] ?? '';
  if (!isPagePath(path)) return href;
  return `${localePath(locale, path)}${split?.[2] ?? ''}`;
}
