import type { Context } from 'hono';
import { compressBody } from './compressBody.ts';

/** A page made for this request, compressed as the client accepts (as the prebuilt pages are), never cached unchecked. */
export function htmlResponse(c: Context, html: string, status: 200 | 404 | 500): Response {
  const { body, encoding } = compressBody(html, c.req.header('accept-encoding'));
  return c.body(body, status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
}
