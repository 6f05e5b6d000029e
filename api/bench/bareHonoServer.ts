// The baseline for the benchmark: Hono on @hono/node-server with one JSON route and nothing else.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/', (c) => c.json({ ok: true }));

const server = serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' }, (info) => {
  console.log(`listening on ${info.port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
