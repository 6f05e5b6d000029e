import { createApp } from 'astro/app/entrypoint';
import { islandPreloads } from './islandPreloads.ts';
import { pageAddress } from './pageAddress.ts';
import type { SiteAddress, SiteRender } from './SiteRender.ts';

// Whole pages, not streamed: the server compresses them and gives each an ETag.
const app = createApp({ streaming: false });
// This file is the build's dist/server/entry.mjs; the browser's files are in dist/client.
const withPreloads = islandPreloads(new URL('../client/', import.meta.url));

/** One page of the site for a request, rendered on what `locals` lets it read. */
export const render: SiteRender = async (request, locals) => {
  const response = await app.render(request, { locals, addCookieHeader: true });
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(withPreloads(await response.text()), { status: response.status, statusText: response.statusText, headers });
};

/** Every address no page answers shows the one 'Page Not Found' page. */
const notFoundAddress = '/404';

export const address: SiteAddress = (url) => (app.match(new Request(url)) ? pageAddress(url) : notFoundAddress);

export type { SiteAddress, SiteLocals, SiteRender } from './SiteRender.ts';
