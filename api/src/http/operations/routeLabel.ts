import { localePath, splitLocalePath } from '@fleet/i18n/localePath.ts';
import type { Context } from 'hono';
import { routePath } from 'hono/route';
import { operationTable } from '../../generated/operations.ts';
import type { OperationMeta } from './operationMeta.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** The route template the site's catch-all answered under (setRouteLabel), for metrics and span names. */
    routeLabel: string;
  }
}

/** Hono's pattern of each operation (`/wp-json/wp/v2/posts/:id{[\d]+}`) → the contract's (`/wp-json/wp/v2/posts/{id}`). */
const templates = new Map<string, string>((Object.values(operationTable) as OperationMeta[]).map((op) => [op.honoPath, op.path]));

/** The catch-all's pattern (`app.all('*')` is kept as `/*`), whose requests the site labels itself. */
const catchAll = new Set(['*', '/*']);

/** The site's files (/_astro/…, pictures, fonts): one label for them all. */
export const staticFilesLabel = 'static';

/** The blog's pages other than its list and feed: every post's address, one template. */
const blogPost = '/blog/{slug}';
const blogFixed = new Set(['/blog/all', '/blog/feed.xml']);

/**
 * The template of a page's address (the render cache's key, `/blog/all?category=news`): its path without the query,
 * and a post's as /blog/{slug}. Every other address is one of the site's fixed pages, or `/404` for all the unknown
 * ones (site/src/server/serverEntry.ts), so there are as many labels as pages, never one per URL; a locale's prefix
 * (`/de/blog/{slug}`) is kept.
 */
export function pageLabel(address: string): string {
  const query = address.indexOf('?');
  const { locale, path } = splitLocalePath(query === -1 ? address : address.slice(0, query));
  return localePath(locale, path.startsWith('/blog/') && !blogFixed.has(path) ? blogPost : path);
}

/**
 * The route template that answered a request, never its raw path: the operation's path in the contract, the
 * pattern of any other route (`/uploads/*`, `/functions/*` for an unknown function), or what the site's catch-all
 * set (a page's template, `static`); `other` for the catch-all's own refusals. Read after the handler ran.
 */
export function routeLabel(c: Context): string {
  const label = c.get('routeLabel') as string | undefined;
  if (label !== undefined) return label;
  const path = routePath(c);
  return templates.get(path) ?? (catchAll.has(path) ? 'other' : path);
}
