import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { localePath, splitLocalePath } from '@fleet/i18n/localePath.ts';
import { publishedLocales } from '@fleet/i18n/locales.ts';
import { formBodyLimitBytes, rateLimitMessage } from '@fleet/rules';
import type { SiteAddress, SiteRender } from '@fleet/site/server';
import type { Context } from 'hono';
import type { Logger } from '../../logging/createLogger.ts';
import type { DataTag } from '../../services/cache/dataTags.ts';
import { type CachedPage, type PageCache, type Rendering, RenderRefused } from '../../services/cache/PageCache.ts';
import { addressGroup } from '../../services/rateLimit/addressGroup.ts';
import { TokenBuckets } from '../../services/rateLimit/TokenBuckets.ts';
import { readRequestBody, statesLengthPast } from '../../streams/readRequestBody.ts';
import { clientAddress } from '../address/clientAddress.ts';
import { malformedAddress } from '../address/malformedAddress.ts';
import type { ProxyTrust } from '../address/proxyTrust.ts';
import { socketAddress } from '../address/socketAddress.ts';
import { privateNoStore } from '../middleware/privateNoStore.ts';
import { pageLabel, staticFilesLabel } from '../operations/routeLabel.ts';
import { accepts } from './compressedVariant.ts';
import { isNotModified } from './notModified.ts';
import { sharedPageCacheControl } from './pageCachePolicy.ts';
import { type PageReads, recordReads } from './recordReads.ts';
import { fileAt, fileResponse, immutableCacheControl, methodNotAllowed, revalidateCacheControl } from './serveStatic.ts';
import { siteLog } from './siteLog.ts';
import { isDocument, type PageFrame, toCachedPage } from './toCachedPage.ts';

export interface SiteOptions {
  /** The site's build: `client` holds its files, `server/entry.mjs` its renderer (package export `@fleet/site/server`). */
  siteDist: string;
  /** The API, in this process; given the visitor's request for a page made for them (a form's answer), else as no one. */
  fetchLocal: (visitor?: Context) => typeof fetch;
  pages: PageCache;
  /** The origin pages are rendered for (PUBLIC_URL's): a page kept for everyone cannot follow each request's Host. */
  publicOrigin: string;
  /** The page policy (securityHeaders'), to which each page's inline script hashes are added. */
  contentSecurityPolicy: string;
  /** The Link header every page carries: the REST API index, where WordPress clients start discovery. */
  link: string;
  logger: Logger;
  missingMessage: string;
  /** The proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES): whose renders are counted. */
  trustedProxies: ProxyTrust;
  /** Renders one client address may cause a minute beyond the cache (RENDER_RATE_LIMIT); 0: no limit. */
  rendersPerMinute: number;
}

/** URLs whose address is remembered at once, at most; past that the table starts again. */
const maxRememberedUrls = 10_000;

/** Every unknown path's address in each locale (site/src/server/serverEntry.ts): one page, however many ask for it. */
const notFoundAddresses = new Set(publishedLocales.map((locale) => localePath(locale, '/404')));
/** The site's page for a body past formBodyLimitBytes (site/src/pages/413.astro), in the language of the page posted to. */
const tooLargeAddress = (path: string) => localePath(splitLocalePath(path).locale, '/413');

/** Thrown for a post's body past the bound, and for one that ended before its stated length. */
class BodyTooLarge extends Error {}
class BodyIncomplete extends Error {}

interface SiteModule {
  render: SiteRender;
  address: SiteAddress;
}

/** Whether a page may answer a visitor with cookies from the shared cache: one that does not read them may. */
const sharedFor = (c: Context, kept: CachedPage | undefined) => c.req.header('cookie') === undefined || (kept !== undefined && !kept.variesByCookie);

/** The page, in the best encoding the client accepts, or 304 when its copy is current; `extra` for a visitor's own. */
function answer(c: Context, page: CachedPage, extra: Record<string, string> = {}): Response {
  const headers = { ...page.headers, ...extra };
  if (
    page.status === 200 &&
    isNotModified({ ifNoneMatch: c.req.header('if-none-match'), ifModifiedSince: undefined }, { ETag: page.etag, 'Last-Modified': '' })
  ) {
    return c.body(null, 304, headers);
  }
  const acceptEncoding = c.req.header('accept-encoding');
  if (accepts(acceptEncoding, 'br')) return c.body(page.body.br, page.status as 200, { ...headers, 'Content-Encoding': 'br' });
  if (accepts(acceptEncoding, 'gzip')) return c.body(page.body.gzip, page.status as 200, { ...headers, 'Content-Encoding': 'gzip' });
  return c.body(page.body.identity, page.status as 200, headers);
}

/**
 * The public site: its built files (scripts and styles under /_astro/ cached for a year), and every page rendered
 * by the site's server entry on this server's own API — the live numbers are in the HTML.
 *
 * A page that is the same for everyone is rendered once for its address (the path and the query parameters it
 * reads), as no one (no cookie, no address, PUBLIC_URL's origin), and answered from `pages` until its data changes
 * (see PageCache). What is made for one visitor is never kept: a form's answer, and a page that reads cookies (a
 * lead form's success screen) asked for with cookies. Pages, feeds and the sitemap are compressed and carry an
 * ETag (304 when unchanged); pages also the site's inline scripts' hashes in the Content-Security-Policy.
 */
export function serveSite(options: SiteOptions) {
  const { siteDist, fetchLocal, pages, publicOrigin, logger, missingMessage, trustedProxies, rendersPerMinute } = options;
  const clientDir = resolve(siteDist, 'client');
  const entry = join(siteDist, 'server', 'entry.mjs');
  const frame = (cacheControl: string): PageFrame => ({ contentSecurityPolicy: options.contentSecurityPolicy, link: options.link, cacheControl });
  const sharedFrame = frame(sharedPageCacheControl);
  const personalFrame = frame(privateNoStore);
  // Loaded once, when the build is there: a rebuild takes a server restart, as the API's own code does. Loading it
  // takes about a second, which the first visitor would wait for: it starts with the server.
  const load = () => import(pathToFileURL(entry).href) as Promise<SiteModule>;
  let site = existsSync(entry) ? load() : undefined;
  site?.catch((error: unknown) => logger.error({ err: error }, `[http] the site's renderer (${entry}) could not be loaded`));
  // Each URL's address is worked out once (the renderer's route match builds a Request), in a bounded table.
  const addresses = new Map<string, string>();
  const addressOf = (module: SiteModule, url: string) => {
    let address = addresses.get(url);
    if (address === undefined) {
      if (addresses.size >= maxRememberedUrls) addresses.clear();
      address = module.address(new URL(url));
      addresses.set(url, address);
    }
    return address;
  };

  // Renders beyond the cache, per client address group: the pages in memory are everyone's, what is not costs a render.
  const renders = rendersPerMinute > 0 ? new TokenBuckets({ perMinute: rendersPerMinute }) : undefined;
  const clientOf = (c: Context) => addressGroup(clientAddress(socketAddress(c), c.req.header('x-forwarded-for'), trustedProxies));

  async function renderShared(module: SiteModule, address: string): Promise<Rendering> {
    const reads: PageReads = { tags: new Set<DataTag>(), failed: false };
    const readFailed = () => {
      reads.failed = true;
    };
    const rendered = await module.render(new Request(`${publicOrigin}${address}`), {
      fetch: recordReads(fetchLocal(), reads),
      readFailed,
      log: siteLog(logger, address),
    });
    if (!isDocument(rendered.headers.get('content-type') ?? '')) throw new Error(`${address} rendered ${rendered.headers.get('content-type')}`);
    const storable =
      !reads.failed &&
      (rendered.status === 200 || rendered.status === 404 || rendered.status === 413) &&
      rendered.headers.getSetCookie().length === 0 &&
      !/\b(?:private|no-store)\b/.test(rendered.headers.get('cache-control') ?? '');
    // Anyone can ask for more of these (a missing post's address, a search, a calculation): kept apart from the pages.
    const variant = address.includes('?') || (rendered.status === 404 && !notFoundAddresses.has(address));
    return { page: await toCachedPage(rendered, storable ? sharedFrame : personalFrame, reads.tags), complete: storable, variant };
  }

  /** A page made for this visitor alone (a form's answer, a success screen): rendered on their request, never kept. */
  async function renderPersonal(c: Context, module: SiteModule, request = c.req.raw): Promise<Response> {
    const rendered = await module.render(request, { fetch: fetchLocal(c), log: siteLog(logger, c.req.path) });
    if (!isDocument(rendered.headers.get('content-type') ?? '')) return rendered;
    const extra: Record<string, string> = {};
    const location = rendered.headers.get('location');
    if (location) extra.Location = location;
    for (const cookie of rendered.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
    return answer(c, await toCachedPage(rendered, personalFrame, new Set()), extra);
  }

  /** Takes one of the client's renders; false when they have caused too many (RenderRefused, 429). */
  const admitFor = (c: Context) => () => renders === undefined || renders.take(clientOf(c));

  /** For a render made for one visitor: 429 when they have caused too many, else undefined (one taken). */
  function refusePersonal(c: Context): Response | undefined {
    if (admitFor(c)()) return undefined;
    pages.counts.refusedRenders++;
    return tooManyRenders(c);
  }

  function tooManyRenders(c: Context): Response {
    const wait = Math.max(1, renders?.waitSeconds(clientOf(c)) ?? 1);
    c.header('Cache-Control', privateNoStore);
    c.header('Retry-After', String(wait));
    return c.text(rateLimitMessage(wait), 429);
  }

  /** The site's 413 page (kept like any page), and the connection closed: the rest of the body is not read. */
  async function tooLarge(c: Context, module: SiteModule): Promise<Response> {
    const address = tooLargeAddress(c.req.path);
    const page = await pages.get(address, () => renderShared(module, address));
    return answer(c, page, { 'Cache-Control': privateNoStore, Connection: 'close' });
  }

  /**
   * A post as the page reads it, its body read first and at most formBodyLimitBytes of it (the page itself would read
   * it whole, however large): refused before a byte is read when its length says so, else once it streams past it.
   */
  async function boundedPost(c: Context): Promise<Request> {
    const raw = c.req.raw;
    const body = await readRequestBody(raw, formBodyLimitBytes, { tooLarge: () => new BodyTooLarge(), incomplete: () => new BodyIncomplete() });
    const headers = new Headers(raw.headers);
    headers.delete('transfer-encoding');
    headers.set('content-length', String(body.length));
    return new Request(raw.url, { method: raw.method, headers, body: new Uint8Array(body) });
  }

  return async (c: Context) => {
    const method = c.req.method;
    // Before any file or page is looked for: no page has such an address, and the router would fail on some of them.
    const malformed = malformedAddress(c.req.url);
    if (malformed !== undefined) {
      c.header('Cache-Control', privateNoStore);
      return c.text(malformed, 400);
    }
    if (method === 'GET' || method === 'HEAD') {
      const file = fileAt(clientDir, c.req.path);
      if (file) {
        c.set('routeLabel', staticFilesLabel);
        return fileResponse(c, file, { cacheControl: c.req.path.startsWith('/_astro/') ? immutableCacheControl : revalidateCacheControl });
      }
    }
    if (!site && !existsSync(entry)) return c.text(missingMessage, 503);
    if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') return methodNotAllowed(c);
    site ??= load();

    try {
      const module = await site;
      const address = addressOf(module, c.req.url);
      c.set('routeLabel', pageLabel(address));
      if (method === 'POST') {
        if (statesLengthPast(c.req.raw.headers, formBodyLimitBytes)) return await tooLarge(c, module);
        return refusePersonal(c) ?? (await renderPersonal(c, module, await boundedPost(c)));
      }
      if (!sharedFor(c, pages.peek(address))) return refusePersonal(c) ?? (await renderPersonal(c, module));
      return answer(c, await pages.get(address, () => renderShared(module, address), admitFor(c)));
    } catch (error) {
      if (error instanceof RenderRefused) return tooManyRenders(c);
      if (error instanceof BodyTooLarge) return await tooLarge(c, await site);
      if (error instanceof BodyIncomplete) {
        c.header('Cache-Control', privateNoStore);
        c.header('Connection', 'close');
        return c.text('The form could not be read: its body ended before its stated length.', 400);
      }
      logger.error({ err: error, path: c.req.path }, `[http] rendering ${c.req.path} failed`);
      c.header('Cache-Control', privateNoStore);
      return c.text('The page could not be shown. Please try again in a moment.', 500);
    }
  };
}
