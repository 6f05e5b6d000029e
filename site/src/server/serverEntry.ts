import { localePath, splitLocalePath } from '@fleet/i18n/localePath.ts';
import { createApp } from 'astro/app/entrypoint';
import { inLocale } from '../locale/requestLocale.ts';
import { servedLocales } from '../locale/servedLocales.ts';
import { islandPreloads } from './islandPreloads.ts';
import { pageAddress } from './pageAddress.ts';
import type { SiteAddress, SiteRender } from './SiteRender.ts';

// Whole pages, not streamed: the server compresses them and gives each an ETag.
const app = createApp({ streaming: false });
// Read once, when the server starts: which prefixes are languages.
const served = servedLocales();
// This file is the build's dist/server/entry.mjs; the browser's files are in dist/client.
const withPreloads = islandPreloads(new URL('../client/', import.meta.url));

/** One page of the site for a request, rendered on what `locals` lets it read. */
export const render: SiteRender = async (request, locals) => {
  const url = new URL(request.url);
  const { locale, path } = splitLocalePath(url.pathname, served);
  locals.locale = locale;
  // The pages are written once: `/de/pricing` is the pricing page, rendered in German.
  const page = path === url.pathname ? request : withPath(request, url, path);
  const response = await inLocale(locale, () => app.render(page, { locals, addCookieHeader: true }));
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(withPreloads(await response.text()), { status: response.status, statusText: response.statusText, headers });
};

function withPath(request: Request, url: URL, path: string): Request {
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : request.body;
  return new Request(new URL(`${path}${url.search}`, url), {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
    duplex: 'half',
  } as RequestInit);
}

/** Every address no page answers shows the one 'Page Not Found' page of its locale. */
const notFoundAddress = '/404';

export const address: SiteAddress = (url) => {
  const { locale, path } = splitLocalePath(url.pathname, served);
  const page = path === url.pathname ? url : new URL(`${path}${url.search}`, url);
  return localePath(locale, app.match(new Request(page)) ? pageAddress(page) : notFoundAddress);
};

export type { SiteAddress, SiteLocals, SiteRender } from './SiteRender.ts';
