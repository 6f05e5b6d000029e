import { httpInstrumentationMiddleware } from '@hono/otel';
import { trace } from '@opentelemetry/api';
import type { MiddlewareHandler } from 'hono';
import { isTrustedProxy, type ProxyTrust } from '../http/address/proxyTrust.ts';
import { socketAddress } from '../http/address/socketAddress.ts';
import { loggedPath } from '../http/middleware/accessLog.ts';
import { routeLabel } from '../http/operations/routeLabel.ts';

/** The attribute that ties a span to the request's access line and to what the caller was told (X-Request-Id). */
export const requestIdAttribute = 'request.id';

/** The headers a caller continues its trace with (W3C trace context and baggage). */
const propagationHeaders = ['traceparent', 'tracestate', 'baggage'];

/**
 * Each request's server span (@hono/otel), continuing the caller's trace (traceparent) only when the caller is a proxy
 * TRUSTED_PROXIES lists: anyone else would choose the trace their request joins (and its sampling), so their request
 * starts a trace of its own. The database's spans go under it. Register after the access log: the span carries its
 * request id. The span is named by the same route template as the metrics, and its address as the logs write it: no
 * query string, and a demo link as /demo-access/:token, since a token in a trace would open the demo for whoever reads it.
 */
export function traceRequests(trust: ProxyTrust): MiddlewareHandler {
  const spans = httpInstrumentationMiddleware({ spanNameFactory: (c) => `${c.req.method} ${routeLabel(c)}`, captureActiveRequests: false });
  return (c, next) => {
    const headers = c.req.raw.headers;
    if (propagationHeaders.some((name) => headers.has(name)) && !isTrustedProxy(trust, socketAddress(c))) {
      for (const name of propagationHeaders) headers.delete(name);
    }
    return spans(c, async () => {
      const span = trace.getActiveSpan();
      if (span) {
        const path = loggedPath(c.req.path);
        span.setAttributes({ [requestIdAttribute]: c.get('requestId'), 'url.full': `${new URL(c.req.url).origin}${path}`, 'url.path': path });
      }
      await next();
    });
  };
}
