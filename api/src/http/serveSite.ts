import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteRender } from '@fleet/site/server';
import type { Context } from 'hono';
import type { Logger } from '../logging/createLogger.ts';
import { apiDiscoveryLink } from './apiDiscoveryLink.ts';
import { compressBody } from './compressBody.ts';
import { isNotModified } from './notModified.ts';
import { pageEtag } from './pageEtag.ts';
import { withScriptHashes } from './securityHeaders.ts';
import { fileAt, fileResponse, immutableCacheControl, methodNotAllowed } from './serveStatic.ts';

export interface SiteOptions {
  /** The site's build: `client` holds its files, `server/entry.mjs` its renderer (package export `@fleet/site/server`). */
  siteDist: string;
  /** The API, in this process, as the visitor's request: the pages read it as the browser would. */
  fetchLocal: (c: Context) => typeof fetch;
  logger: Logger;
  missingMessage: string;
  /** The REST API index's address, which every page names for WordPress clients' discovery. */
  apiRoot: string;
}

/**
 * The public site: its built files (scripts and styles under /_astro/ cached for a year), and every page
 * rendered by the site's server entry on this server's own API — the live numbers are in the HTML. Pages,
 * feeds and the sitemap are compressed and carry an ETag (304 when unchanged); pages also the site's inline
 * scripts' hashes in the Content-Security-Policy.
 */
export function serveSite({ siteDist, fetchLocal, logger, missingMessage, apiRoot }: SiteOptions) {
  const clientDir = resolve(siteDist, 'client');
  const entry = join(siteDist, 'server', 'entry.mjs');
  // Loaded once, when the build is there: a rebuild takes a server restart, as the API's own code does.
  let render: Promise<SiteRender> | undefined;

  return async (c: Context) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') {
      const file = fileAt(clientDir, c.req.path);
      if (file) return fileResponse(c, file, { cacheControl: c.req.path.startsWith('/_astro/') ? immutableCacheControl : 'no-cache' });
    }
    if (!existsSync(entry)) return c.text(missingMessage, 503);
    if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') return methodNotAllowed(c);
    render ??= import(pathToFileURL(entry).href).then((module: { render: SiteRender }) => module.render);

    let page: Response;
    try {
      page = await (await render)(c.req.raw, { fetch: fetchLocal(c) });
    } catch (error) {
      logger.error({ err: error, path: c.req.path }, `[http] rendering ${c.req.path} failed`);
      return c.text('The page could not be shown. Please try again in a moment.', 500);
    }
    const contentType = page.headers.get('content-type') ?? '';
    const isHtml = contentType.startsWith('text/html');
    // The feeds and the sitemap are documents too: compressed and validated like the pages.
    if (!isHtml && !/^application\/(?:[a-z]+\+)?xml\b/.test(contentType)) return page;

    const csp = c.res.headers.get('content-security-policy');
    if (isHtml && csp) c.header('Content-Security-Policy', withScriptHashes(csp, page.headers.get('content-security-policy')));
    const location = page.headers.get('location');
    if (location) c.header('Location', location);
    for (const cookie of page.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
    const html = await page.text();
    const etag = pageEtag(html);
    // A page made for one visitor (a form's answer) says so; the others are the same for everyone.
    const cacheControl = page.headers.get('cache-control') ?? 'no-cache';
    const headers: Record<string, string> = {
      'Content-Type': isHtml ? 'text/html; charset=utf-8' : contentType,
      'Cache-Control': cacheControl,
      Vary: 'Accept-Encoding',
      ETag: etag,
      // As WordPress' front end does, so discovery can start from any page of the site.
      ...(isHtml && { Link: apiDiscoveryLink(apiRoot) }),
    };
    if (page.status === 200 && isNotModified({ ifNoneMatch: c.req.header('if-none-match'), ifModifiedSince: undefined }, { ETag: etag, 'Last-Modified': '' })) {
      return c.body(null, 304, headers);
    }
    const { body, encoding } = compressBody(html, c.req.header('accept-encoding'));
    return c.body(body, page.status as 200, { ...headers, ...(encoding ? { 'Content-Encoding': encoding } : {}) });
  };
}
