import type { MiddlewareHandler } from 'hono';
import { compressBody } from '../site/compressBody.ts';

/** Below this a compressed body saves less than its headers and the work cost. */
const minimumBytes = 1024;

/**
 * Compresses the API's JSON answers when the client accepts it (a page of twenty posts with `_embed` is
 * about 71 KB, 11 KB gzipped). The bodies are bounded (a page holds at most 100 posts), so reading one
 * whole to measure it is fine.
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const { res } = c;
    if (c.req.method === 'HEAD' || !res.body || res.headers.has('Content-Encoding') || !res.headers.get('Content-Type')?.startsWith('application/json')) return;
    const raw = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    // Cleared first: Hono would otherwise copy the old answer's headers over the new one's (Vary, Content-Length).
    c.res = undefined;
    // A small answer is never compressed, so it does not vary with Accept-Encoding.
    if (raw.length >= minimumBytes) {
      headers.append('Vary', 'Accept-Encoding');
      const { body, encoding } = compressBody(raw, c.req.header('accept-encoding'));
      if (encoding) {
        headers.delete('Content-Length');
        headers.set('Content-Encoding', encoding);
        c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
        return;
      }
    }
    c.res = new Response(raw, { status: res.status, statusText: res.statusText, headers });
  };
}
