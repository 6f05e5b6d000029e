import { existsSync, readFileSync, type Stats, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { formBodyLimitBytes } from '@fleet/rules';
import type { Context } from 'hono';
import { statesLengthPast } from '../../streams/readRequestBody.ts';
import { privateNoStore } from '../middleware/privateNoStore.ts';
import { withScriptHashes } from '../middleware/securityHeaders.ts';
import { compressedVariant } from './compressedVariant.ts';
import { inlineScriptHashes } from './inlineScriptHashes.ts';
import { fileValidators, isNotModified, type Validators } from './notModified.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const contentTypeOf = (file: string) => types[extname(file)] ?? 'application/octet-stream';

/**
 * The path a URL path names inside `root` (which must be absolute and normalised), or null when it is
 * malformed or would escape `root`. It does not check that anything exists there.
 */
function pathInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = normalize(join(root, decoded));
  return full === root || full.startsWith(root + sep) ? full : null;
}

/**
 * What is at `path`, or undefined when nothing is or it cannot be looked at: a name past the file system's limit
 * (ENAMETOOLONG), a file where the path wants a folder (ENOTDIR). An address is not a reason to fail.
 */
function statOf(path: string): Stats | undefined {
  try {
    return statSync(path, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

/** A file inside `root` for a URL path (a folder's index.html for a folder), or null. */
function fileFor(root: string, urlPath: string): string | null {
  const full = pathInside(root, urlPath);
  const stat = full === null ? undefined : statOf(full);
  if (full === null || !stat) return null;
  if (stat.isFile()) return full;
  const index = join(full, 'index.html');
  return statOf(index)?.isFile() ? index : null;
}

const conditionalHeaders = (c: Context) => ({ ifNoneMatch: c.req.header('if-none-match'), ifModifiedSince: c.req.header('if-modified-since') });

/** 304 with the headers a 200 would carry that describe the representation, and no body. */
const notModified = (c: Context, headers: Record<string, string> & Validators) => c.body(null, 304, headers);

/**
 * 405 for a method these files do not take; their body is never read. One stated past the site's bound is 413, and one
 * of no stated length closes the connection: what was sent is not read to its end, however long it is.
 */
export function methodNotAllowed(c: Context): Response {
  const close: Record<string, string> = c.req.header('transfer-encoding') === undefined ? {} : { Connection: 'close' };
  if (statesLengthPast(c.req.raw.headers, formBodyLimitBytes)) {
    return c.json({ error: `The request body is larger than ${formBodyLimitBytes / 1024} KB`, code: 'payload_too_large' }, 413, { Connection: 'close' });
  }
  return c.json({ error: 'Method not allowed', code: 'method_not_allowed' }, 405, { Allow: 'GET, HEAD', ...close });
}

/** A file that gets a new name whenever it changes (a build's hashed file, an upload): a copy is good for a year. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';
/** A file whose name stays when it changes (a page, the site's icons): kept, and checked with its validators each time. */
export const revalidateCacheControl = 'no-cache';

export interface StaticAppOptions {
  missingMessage: string;
  htmlCacheControl?: string;
  /**
   * A page the build rendered for some of the app's addresses (the admin's sign-in page), answered there instead of
   * index.html when the build made it. The paths are under `prefix`, matched as the app's router matches them: in any
   * case, with or without a closing slash.
   */
  prerendered?: { file: string; paths: readonly string[]; contentSecurityPolicy: string };
}

/** A path as a router matches it: lower case, no closing slash (`/` is ''). */
const routerPath = (path: string) => path.toLowerCase().replace(/\/+$/, '');

/**
 * The page policy for a built page with inline scripts, which it lets run by their hashes; read again only when the
 * page is rebuilt.
 */
function pagePolicy(policy: string) {
  let built: { at: number; policy: string } | undefined;
  return (file: string): string => {
    const at = statSync(file).mtimeMs;
    if (built?.at !== at) built = { at, policy: withScriptHashes(policy, `script-src ${inlineScriptHashes(readFileSync(file, 'utf8')).join(' ')}`) };
    return built.policy;
  };
}

/**
 * Serves a built single-page app (the admin) from `root` under `prefix`: its files, and index.html for every
 * other path, where the app's router answers. Hashed assets are cached for a year, HTML is revalidated.
 */
export function staticApp(root: string, prefix: string, { missingMessage, htmlCacheControl = revalidateCacheControl, prerendered }: StaticAppOptions) {
  const prerenderedPaths = new Set(prerendered?.paths.map(routerPath));
  const prerenderedPolicy = prerendered && pagePolicy(prerendered.contentSecurityPolicy);
  return (c: Context) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return methodNotAllowed(c);
    const index = join(root, 'index.html');
    if (!existsSync(index)) return c.text(missingMessage, 503);
    const path = c.req.path.slice(prefix.length) || '/';
    const page = prerendered && prerenderedPaths.has(routerPath(path)) ? join(root, prerendered.file) : undefined;
    if (page && prerenderedPolicy && existsSync(page)) {
      return fileResponse(c, page, { cacheControl: htmlCacheControl, headers: { 'Content-Security-Policy': prerenderedPolicy(page) } });
    }
    const file = fileFor(root, path) ?? index;
    return fileResponse(c, file, { cacheControl: file.includes(`${sep}assets${sep}`) ? immutableCacheControl : htmlCacheControl });
  };
}

/**
 * A built file as the answer, in the smallest precompressed copy the client accepts, with validators (and
 * 304 when the client's copy is current). A 404 page is sent whole.
 */
export function fileResponse(
  c: Context,
  file: string,
  { cacheControl, status = 200, headers: own = {} }: { cacheControl: string; status?: 200 | 404; headers?: Record<string, string> },
): Response {
  const variant = compressedVariant(file, c.req.header('accept-encoding'));
  const headers = {
    ...own,
    'Content-Type': contentTypeOf(file),
    'Cache-Control': cacheControl,
    Vary: 'Accept-Encoding',
    ...(variant.encoding ? { 'Content-Encoding': variant.encoding } : {}),
  };
  if (status === 404) return c.body(readFileSync(variant.path), 404, headers);
  const validators = fileValidators(statSync(variant.path), variant.encoding);
  if (isNotModified(conditionalHeaders(c), validators)) return notModified(c, { ...headers, ...validators });
  return c.body(readFileSync(variant.path), 200, { ...headers, ...validators });
}

/** The file a URL path names inside `root` (absolute and normalised), when it is one; folders are not. */
export function fileAt(root: string, urlPath: string): string | null {
  const full = pathInside(root, urlPath);
  return full !== null && statOf(full)?.isFile() ? full : null;
}

/**
 * Serves the files under `root` as they are, under `prefix`. For uploads: a changed image gets a new
 * name, as in WordPress, so every file is cached for a year. Anything else is a JSON 404, never a page.
 */
export function staticFiles(root: string, prefix: string) {
  return (c: Context) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return methodNotAllowed(c);
    const full = pathInside(root, c.req.path.slice(prefix.length));
    const stat = full === null ? undefined : statOf(full);
    if (full === null || !stat?.isFile()) {
      return c.json({ error: `No file at ${c.req.path}`, code: 'not_found' }, 404, { 'Cache-Control': privateNoStore });
    }
    const headers = { 'Content-Type': contentTypeOf(full), 'Cache-Control': immutableCacheControl, ...fileValidators(stat) };
    if (isNotModified(conditionalHeaders(c), headers)) return notModified(c, headers);
    const body = readFileSync(full);
    // Stated here so that HEAD, which Hono answers without the body, carries it too.
    return c.body(body, 200, { ...headers, 'Content-Length': String(body.length) });
  };
}
