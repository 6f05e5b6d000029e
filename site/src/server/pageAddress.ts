import { isCalculatorFieldName } from '@fleet/rules';
import { blogListHref, blogListQuery } from '../blog/blogListQuery.ts';

/** The query parameters a page reads, in the order given; the others name the same page. */
function keptQuery(params: URLSearchParams, reads: (name: string) => boolean): string {
  // A stable sort: a field sent twice (the calculator's hidden 'off' before its box's 'on') keeps its order.
  const kept = [...params].filter(([name]) => reads(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return kept.length > 0 ? `?${new URLSearchParams(kept)}` : '';
}

/** A category as the list's links name it: a chip of the map or a category's slug (which ones exist, the page knows). */
const categoryKey = /^[a-z0-9-]{1,200}$/;

/** The pages whose content follows their query string, each with the address that names its content. */
const queryPages: Record<string, (params: URLSearchParams) => string> = {
  '/blog/all': (params) => {
    const key = params.get('category') ?? '';
    return blogListHref(blogListQuery(params, categoryKey.test(key) ? [{ key }] : []));
  },
  '/blog/feed.xml': (params) => `/blog/feed.xml${keptQuery(params, (name) => name === 'category')}`,
  '/pricing': (params) => `/pricing${keptQuery(params, isCalculatorFieldName)}`,
};

/**
 * The address of what a URL shows: its path without a trailing slash, and only the query parameters its page
 * reads (a campaign's `utm_source` or a cache-buster does not make another page). Two URLs with one address get
 * the same page, so the server renders it once for both.
 */
export function pageAddress(url: URL): string {
  const path = url.pathname.replace(/(.)\/+$/, '$1');
  return queryPages[path]?.(url.searchParams) ?? path;
}
