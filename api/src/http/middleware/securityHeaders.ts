import type { MiddlewareHandler } from 'hono';
import { familyOf } from '../familyOf.ts';
import { privateNoStore } from './privateNoStore.ts';

export interface CspOptions {
  imageHosts?: readonly string[];
  connectHosts?: readonly string[];
}

export function contentSecurityPolicy({ imageHosts = [], connectHosts = [] }: CspOptions = {}): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: https://i.ytimg.com${imageHosts.map((h) => ` ${h}`).join('')}`,
    "font-src 'self'",
    `connect-src 'self'${connectHosts.map((h) => ` ${h}`).join('')}`,
    'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The page policy with the `'sha256-…'` sources of another policy's script-src added: the site's renderer
 * states the hashes of the inline scripts it wrote (island bootstrap, page view, speculation rules).
 */
export function withScriptHashes(policy: string, rendered: string | null): string {
  const scriptSrc = rendered?.split(';').find((directive) => directive.trim().startsWith('script-src'));
  const hashes = scriptSrc?.match(/'sha(?:256|384|512)-[A-Za-z0-9+/=]+'/g) ?? [];
  if (hashes.length === 0) return policy;
  return policy.replace(/script-src ([^;]*)/, (directive) => `${directive} ${hashes.join(' ')}`);
}

/** API answers are data, never documents: nothing may load from them, nor frame them. */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

const commonHeaders: readonly (readonly [string, string])[] = [
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
];

/** The baseline's headers on every API answer. */
export const apiSecurityHeaders: readonly (readonly [string, string])[] = [...commonHeaders, ['Content-Security-Policy', apiContentSecurityPolicy]];

/** The security baseline's headers on every answer: the page policy on pages, the API policy on API answers. */
export function securityHeaders(options: CspOptions = {}): MiddlewareHandler {
  const page: (readonly [string, string])[] = [
    ...commonHeaders,
    ['Content-Security-Policy', contentSecurityPolicy(options)],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
  ];
  // Set before the handler runs: headers added to a finished response cost the server its fast path.
  return async (c, next) => {
    const path = c.req.path;
    const family = familyOf(path);
    for (const [name, value] of family === 'page' ? page : apiSecurityHeaders) c.header(name, value);
    if (family === 'wp') c.header('X-Robots-Tag', 'noindex');
    if (path === '/admin' || path.startsWith('/admin/')) c.header('Cache-Control', privateNoStore);
    await next();
  };
}
