import type { Hono } from 'hono';
import { type Handlers, operationTable } from '../../generated/operations.ts';
import { clientAddress } from '../address/clientAddress.ts';
import { socketAddress } from '../address/socketAddress.ts';
import { toHttpError } from '../errors/toHttpError.ts';
import { apiSecurityHeaders } from '../middleware/securityHeaders.ts';
import type { OperationMeta } from './operationMeta.ts';
import type { RouteGuards } from './RouteGuards.ts';
import { mediaTypeOf, readJsonBody, statesLengthWithin } from './readJsonBody.ts';
import { cacheControl } from './registerRoutes.ts';
import { compileValidator } from './validation.ts';

/**
 * The hot path for the page-view beacon (POST /functions/v1/collect), which a crowd on the site sends once a page: a
 * beacon from the site itself (no Origin, or the site's own), of JSON whose length it states within the limit, is
 * validated by the same schema and counted by the same handler, and answered 204 with prebuilt headers — the same the
 * full chain sets — without the middleware in between (CORS, compression, which a beacon does not need). Register
 * after the access log and before every other middleware. Anything else goes on to the full chain; a beacon refused
 * here (not valid, or over its address's limit) is answered as the full chain would, with the API's headers.
 */
export function registerPreparedBeacon(
  app: Hono,
  handlers: Pick<Handlers, 'collectPageView'>,
  guards: Pick<RouteGuards, 'bodyLimitBytes' | 'trustedProxies'>,
  siteOrigin: string,
): void {
  const op: OperationMeta = operationTable.collectPageView;
  const validate = compileValidator(op);
  const headers: Record<string, string> = { ...Object.fromEntries(apiSecurityHeaders), 'Cache-Control': cacheControl(op) };
  const contentType = op.body?.contentType;
  const handler = handlers.collectPageView as (input: unknown) => Promise<unknown>;

  app.post(op.honoPath, async (c, next) => {
    const origin = c.req.header('origin');
    const url = new URL(c.req.url);
    const prepared =
      (origin === undefined || origin === siteOrigin || origin === url.origin) &&
      mediaTypeOf(c.req.header('content-type')) === contentType &&
      statesLengthWithin(c.req.raw.headers, guards.bodyLimitBytes);
    if (!prepared) return next();
    try {
      const body = await readJsonBody(c.req.raw, guards.bodyLimitBytes);
      const valid = validate({ query: {}, path: {}, body });
      const clientIp = clientAddress(socketAddress(c), c.req.header('x-forwarded-for'), guards.trustedProxies);
      await handler({ ...valid, auth: undefined, clientIp, url, context: c });
    } catch (error) {
      // Rare, and answered by the app's error handler: with the API's headers, as the full chain's refusals are.
      for (const [name, value] of Object.entries(headers)) c.header(name, value);
      throw toHttpError(error);
    }
    const requestId = c.get('requestId');
    // The access log's id, which a Response built here does not take from the context.
    return new Response(null, { status: 204, headers: requestId === undefined ? headers : { ...headers, 'X-Request-Id': requestId } });
  });
}
