import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';

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

/** A file inside `root` for a URL path, or null; never escapes `root`. */
function fileFor(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = normalize(join(root, decoded));
  if (full !== root && !full.startsWith(root + sep)) return null;
  if (!existsSync(full)) return null;
  const stat = statSync(full);
  if (stat.isFile()) return full;
  const index = join(full, 'index.html');
  return existsSync(index) ? index : null;
}

/**
 * Serves a built Vite app from `root` under `prefix`; unknown paths get the app's index.html so the
 * client router can answer them. Hashed assets are cached for a year, HTML never.
 */
export function staticApp(root: string, prefix: string, missingMessage: string, htmlCacheControl = 'no-cache') {
  return (c: Context) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.json({ error: 'Method not allowed', code: 'method_not_allowed' }, 405, { Allow: 'GET, HEAD' });
    const index = join(root, 'index.html');
    if (!existsSync(index)) return c.text(missingMessage, 503);
    const rest = c.req.path.slice(prefix.length) || '/';
    const file = fileFor(root, rest) ?? index;
    const type = types[extname(file)] ?? 'application/octet-stream';
    const immutable = file.includes(`${sep}assets${sep}`);
    return c.body(readFileSync(file), 200, {
      'Content-Type': type,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : htmlCacheControl,
    });
  };
}
