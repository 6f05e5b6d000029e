// The baseline for the benchmark: Hono on @hono/node-server with one JSON route, and one that reads a posted body and
// answers 204 (what a beacon costs before anything is done with it), and nothing else.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/', (c) => c.json({ ok: true }));
app.post('/', async (c) => {
  await c.req.raw.arrayBuffer();
  return c.body(null, 204);
});

const server = serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' }, (info) => {
  console.log(`listening on ${info.port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
