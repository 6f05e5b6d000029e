import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { accepts } from './compressedVariant.ts';

// A page made per request is compressed on the spot: brotli at a quality that takes a millisecond or two.
const brotliQuality = 5;

/** A page made for this request, compressed as the client accepts (as the prebuilt pages are), never cached unchecked. */
export function htmlResponse(c: Context, html: string, status: 200 | 404 | 500): Response {
  const acceptEncoding = c.req.header('accept-encoding');
  const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' };
  let body: string | Uint8Array = html;
  if (accepts(acceptEncoding, 'br')) {
    body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } });
    headers['Content-Encoding'] = 'br';
  } else if (accepts(acceptEncoding, 'gzip')) {
    body = gzipSync(html);
    headers['Content-Encoding'] = 'gzip';
  }
  return c.body(body as Uint8Array<ArrayBuffer>, status, headers);
}
