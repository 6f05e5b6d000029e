import type { Context } from 'hono';
import type { Metrics } from '../../services/metrics/createMetrics.ts';
import { isLocal } from '../address/localRequests.ts';
import { routeLabel } from '../operations/routeLabel.ts';

/**
 * For the access log's `answered`: puts every request that came in (not those the pages make to the API as they
 * render) into http_request_duration_seconds, by method, route template and status. Only when /metrics is served:
 * it costs a label lookup and one histogram update per request.
 */
export function requestMetrics(metrics: Metrics): (c: Context, seconds: number) => void {
  return (c, seconds) => {
    if (!isLocal(c.req.raw)) metrics.observeRequest(c.req.method, routeLabel(c), c.res.status, seconds);
  };
}
