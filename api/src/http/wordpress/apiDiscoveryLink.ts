import type { MiddlewareHandler } from 'hono';

/** WordPress' discovery header: where the REST API index is (`rel="https://api.w.org/"`). */
export const apiDiscoveryLink = (apiRoot: string) => `<${apiRoot}>; rel="https://api.w.org/"`;

/**
 * Gives every answer under /wp-json the discovery header, as WordPress' REST server does. It is set before the
 * handler runs, so a page of a collection replaces it with its prev/next links, as WordPress' collection
 * headers replace it there.
 */
export function apiDiscovery(apiRoot: string): MiddlewareHandler {
  const link = apiDiscoveryLink(apiRoot);
  return async (c, next) => {
    c.header('Link', link);
    await next();
  };
}
