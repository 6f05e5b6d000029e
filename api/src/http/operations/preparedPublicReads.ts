import type { Hono } from 'hono';
import { type Handlers, type OperationId, operationTable } from '../../generated/operations.ts';
import type { PublicCache } from '../../services/cache/PublicCache.ts';
import { apiSecurityHeaders } from '../middleware/securityHeaders.ts';
import type { OperationMeta } from './operationMeta.ts';
import type { RouteGuards } from './RouteGuards.ts';

/** The public reads whose answer depends on nothing in the request: GET, the public key, no parameters. */
function isFixedPublicRead(op: OperationMeta): boolean {
  return op.method === 'GET' && op.security === 'anonKey' && !op.query && !op.pathParams && !op.body;
}

export const publicReadCacheControl = 'public, max-age=15';

/**
 * The hot path for fixed public reads: their answer is serialised once into the public cache (dropped on
 * every NOTIFY public_cache, like the data under it) and sent with prebuilt headers — the same headers
 * the full chain sets. Register before every middleware. Anything unusual (another key, a query string,
 * an Origin to answer, a failure) goes on to the full chain, which validates, authorises and answers.
 */
export function registerPreparedPublicReads(app: Hono, handlers: Handlers, guards: Pick<RouteGuards, 'requireAnonKey'>, cache: PublicCache): void {
  const headers: Record<string, string> = {
    ...Object.fromEntries(apiSecurityHeaders),
    'Cache-Control': publicReadCacheControl,
    Vary: 'Origin',
    'Content-Type': 'application/json',
  };
  for (const id of Object.keys(operationTable) as OperationId[]) {
    const op: OperationMeta = operationTable[id];
    if (!isFixedPublicRead(op)) continue;
    const handler = handlers[id as keyof Handlers] as (input: unknown) => Promise<{ status: number; body?: unknown }>;

    app.get(op.honoPath, async (c, next) => {
      if (c.req.header('origin') !== undefined || c.req.url.includes('?')) return next();
      try {
        guards.requireAnonKey(c.req.header('authorization'), c.req.header('apikey'));
        const body = await cache.get(`response:${id}`, async () => {
          const result = await handler({ query: {}, path: {}, body: undefined, auth: undefined, clientIp: '', url: new URL(c.req.url), context: c });
          if (result.status !== 200) throw new Error(`${id} answered ${result.status}`);
          return JSON.stringify(result.body);
        });
        const requestId = c.get('requestId');
        // The access log's id, which a Response built here does not take from the context.
        return new Response(body, { status: 200, headers: requestId === undefined ? headers : { ...headers, 'X-Request-Id': requestId } });
      } catch {
        return next();
      }
    });
  }
}
