import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from '../../logging/createLogger.ts';
import { ApiError, WpApiError } from '../errors/ApiError.ts';
import { toHttpError } from '../errors/toHttpError.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** This request's id, for answers built without Hono's helpers (the prepared public reads). */
    requestId: string;
  }
}

const saneRequestId = /^[A-Za-z0-9._-]{1,64}$/;

/** The caller's X-Request-Id when it is a plain token, else a new one: it is echoed and logged, so nothing else gets through. */
export function requestIdOf(incoming: string | undefined): string {
  return incoming !== undefined && saneRequestId.test(incoming) ? incoming : randomUUID();
}

const refusals = new Set([401, 403, 429]);
/** Asked every few seconds by a load balancer or Prometheus: a line each would drown the rest. */
const probes = new Set(['/healthz', '/readyz', '/metrics']);

/** A demo link's token opens the demo for whoever holds it, so the logs keep only the route. */
export function loggedPath(path: string): string {
  return path.startsWith('/demo-access/') ? '/demo-access/:token' : path;
}

function codeOf(thrown: Error | undefined): string | undefined {
  const error = toHttpError(thrown);
  return error instanceof ApiError || error instanceof WpApiError ? error.code : undefined;
}

/**
 * Register first: gives every answer an `X-Request-Id` and logs one line per request with the method,
 * the path (never the query string, which may carry secrets), the status and the time taken. Refusals
 * (401, 403, 429) log at warn with their code, failures (5xx) at error with the error; health probes and
 * metrics scrapes that pass log at debug, so a load balancer or Prometheus polling them does not drown the
 * rest. Without `everyRequest` (ACCESS_LOG=off) only answers of 400 and up leave a line. A handler that builds
 * its own Response, not with Hono's helpers, adds the header itself from `c.get('requestId')`. `answered` is
 * given every request's time as well (the metrics): one clock and one middleware for both.
 */
export function accessLog(
  logger: Logger,
  { everyRequest = true, answered }: { everyRequest?: boolean; answered?: (c: Context, seconds: number) => void } = {},
): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header('x-request-id'));
    c.set('requestId', requestId);
    // Before the handler: every answer built with c.json, c.body and the like takes it along. Added to a
    // finished answer instead, it would cost the prepared public reads their fast path.
    c.header('X-Request-Id', requestId);
    await next();

    const tookMs = performance.now() - started;
    answered?.(c, tookMs / 1000);
    const status = c.res.status;
    const path = loggedPath(c.req.path);
    const level = status >= 500 ? 'error' : refusals.has(status) ? 'warn' : probes.has(path) && status < 300 ? 'debug' : 'info';
    if (!logger.isLevelEnabled(level) || (!everyRequest && status < 400)) return;
    const durationMs = Math.round(tookMs * 10) / 10;
    const method = c.req.method;
    const line = { requestId, method, path, status, durationMs };
    // No message: the fields say it all, and building and escaping one more string for every request
    // cost a fifth of the throughput of the cached reads. LOG_FORMAT=pretty writes it from the fields.
    if (level === 'error') logger.error({ ...line, err: c.error });
    else if (level === 'warn') logger.warn({ ...line, code: codeOf(c.error) });
    else logger[level](line);
  };
}
