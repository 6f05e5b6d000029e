import type { MiddlewareHandler } from 'hono';

export interface CspOptions {
  /** Hashes (`sha256-…`) of inline scripts the prerendered pages carry. */
  scriptHashes?: readonly string[];
  imageHosts?: readonly string[];
}

export function contentSecurityPolicy({ scriptHashes = [], imageHosts = [] }: CspOptions = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((h) => ` '${h}'`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: https://i.ytimg.com${imageHosts.map((h) => ` ${h}`).join('')}`,
    "font-src 'self'",
    "connect-src 'self'",
    'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** The security baseline's headers on every answer. */
export function securityHeaders(options: CspOptions = {}): MiddlewareHandler {
  const csp = contentSecurityPolicy(options);
  return async (c, next) => {
    await next();
    c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Content-Security-Policy', csp);
    c.header('X-Frame-Options', 'DENY');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (c.req.path.startsWith('/wp-json/')) c.header('X-Robots-Tag', 'noindex');
    if (c.req.path === '/admin' || c.req.path.startsWith('/admin/')) c.header('Cache-Control', 'no-store');
  };
}
