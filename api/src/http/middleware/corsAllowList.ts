import type { MiddlewareHandler } from 'hono';

export interface CorsOptions {
  origins: readonly string[];
  methods: readonly string[];
  allowHeaders?: readonly string[];
  exposeHeaders?: readonly string[];
  maxAgeSeconds?: number;
}

/**
 * CORS for a fixed allow-list of origins (never a reflected one), preflight answered on every route.
 * Headers are set before the handler runs: touching a finished response costs the server its fast path.
 */
export function corsAllowList({ origins, methods, allowHeaders = [], exposeHeaders = [], maxAgeSeconds = 600 }: CorsOptions): MiddlewareHandler {
  const allowed = new Set(origins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    const permitted = origin !== undefined && allowed.has(origin);
    c.header('Vary', 'Origin');
    if (permitted) c.header('Access-Control-Allow-Origin', origin);
    if (exposeHeaders.length > 0) c.header('Access-Control-Expose-Headers', exposeHeaders.join(', '));
    if (c.req.method === 'OPTIONS') {
      if (permitted) {
        c.header('Access-Control-Allow-Methods', methods.join(', '));
        c.header('Access-Control-Allow-Headers', allowHeaders.length > 0 ? allowHeaders.join(', ') : (c.req.header('access-control-request-headers') ?? ''));
        c.header('Access-Control-Max-Age', String(maxAgeSeconds));
      }
      return c.body(null, 204);
    }
    await next();
  };
}
