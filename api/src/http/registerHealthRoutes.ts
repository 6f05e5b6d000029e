import type { Hono } from 'hono';
import { withinTimeout } from '../withinTimeout.ts';
import { privateNoStore } from './middleware/privateNoStore.ts';

/** Longer than a healthy database ever takes to say `select 1`, shorter than a load balancer's probe timeout. */
const readyTimeoutMs = 2_000;

/**
 * GET /healthz (the process answers) and GET /readyz (it can also reach its database) for load balancers
 * and orchestrators: no key, never cached, and registered before the site, whose catch-all would answer them.
 */
export function registerHealthRoutes(app: Hono, pingDatabase: () => Promise<void>): void {
  app.get('/healthz', (c) => {
    c.header('Cache-Control', privateNoStore);
    return c.json({ status: 'ok' });
  });
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', privateNoStore);
    try {
      await withinTimeout(pingDatabase(), readyTimeoutMs);
      return c.json({ status: 'ready' });
    } catch (error) {
      // The details (an address, a driver's message) go to the access line's error, not to whoever asks.
      c.error = error instanceof Error ? error : new Error(String(error));
      return c.json({ status: 'unavailable', reason: 'database: not answering' }, 503);
    }
  });
}
