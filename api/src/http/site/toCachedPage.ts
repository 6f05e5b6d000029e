import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { DataTag } from '../../services/cache/dataTags.ts';
import type { CachedPage } from '../../services/cache/PageCache.ts';
import { withScriptHashes } from '../middleware/securityHeaders.ts';
import { brotliQuality } from './compressBody.ts';
import { pageEtag } from './pageEtag.ts';

// Compressed once per render, off the main thread.
const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

export interface PageFrame {
  /** The page policy, to which a page's inline script hashes are added. */
  contentSecurityPolicy: string;
  /** The Link header every page carries (the REST API index, for WordPress clients' discovery). */
  link: string;
  cacheControl: string;
}

/** Whether a rendered answer is a document this server compresses and validates: pages, feeds, the sitemap, robots.txt. */
export const isDocument = (contentType: string) => /^(?:text\/(?:html|plain)|application\/(?:[a-z]+\+)?xml)\b/.test(contentType);

/** A rendered page as the server sends it: its headers, validator and compressed copies. */
export async function toCachedPage(rendered: Response, frame: PageFrame, tags: ReadonlySet<DataTag>): Promise<CachedPage> {
  const contentType = rendered.headers.get('content-type') ?? 'text/html';
  const isHtml = contentType.startsWith('text/html');
  const text = await rendered.text();
  const identity = new TextEncoder().encode(text);
  const [br, gzipped] = await Promise.all([compressBrotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } }), compressGzip(identity)]);
  const etag = pageEtag(text);
  const variesByCookie = /\bcookie\b/i.test(rendered.headers.get('vary') ?? '');
  const headers: Record<string, string> = {
    'Content-Type': isHtml ? 'text/html; charset=utf-8' : contentType,
    'Cache-Control': frame.cacheControl,
    Vary: variesByCookie ? 'Accept-Encoding, Cookie' : 'Accept-Encoding',
    ETag: etag,
  };
  const retryAfter = rendered.headers.get('retry-after');
  if (retryAfter) headers['Retry-After'] = retryAfter;
  if (isHtml) {
    headers['Content-Security-Policy'] = withScriptHashes(frame.contentSecurityPolicy, rendered.headers.get('content-security-policy'));
    headers.Link = frame.link;
  }
  // Copied once into buffers of their own (zlib's share a pool), which every answer sends as they are.
  const body = { identity, br: new Uint8Array(br), gzip: new Uint8Array(gzipped) };
  return { status: rendered.status, headers, etag, body, tags, variesByCookie };
}
