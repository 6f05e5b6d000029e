import type { Hono } from 'hono';
import { secretMatches } from '../services/crypto/secretMatches.ts';
import type { Metrics } from '../services/metrics/createMetrics.ts';
import { privateNoStore } from './middleware/privateNoStore.ts';
import { bearerToken } from './operations/bearerToken.ts';

/**
 * GET /metrics, the Prometheus text format, for `Authorization: Bearer {METRICS_TOKEN}` only (compared in constant
 * time): the numbers tell how busy the server is and how its sign-ins fail. Register it only with a token: without
 * one the address is the site's, as any unknown one (404). Never cached.
 */
export function registerMetricsRoute(app: Hono, metrics: Metrics, token: string): void {
  app.get('/metrics', async (c) => {
    c.header('Cache-Control', privateNoStore);
    if (!secretMatches(bearerToken(c.req.header('authorization')) ?? undefined, token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.text('A valid metrics token is required (Authorization: Bearer …)', 401);
    }
    const { contentType, body } = await metrics.scrape();
    return c.body(body, 200, { 'Content-Type': contentType });
  });
}
