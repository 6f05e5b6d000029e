import { type ServerType, serve } from '@hono/node-server';
import { createApp } from '../app.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/Database.ts';
import { openDatabase } from '../db/openDatabase.ts';
import { PublicCache } from '../services/cache/PublicCache.ts';
import { OutboxSender } from '../services/mail/OutboxSender.ts';
import { bootstrapAdmin } from './bootstrapAdmin.ts';
import { createServices } from './createServices.ts';

export interface RunningServer {
  url: string;
  port: number;
  db: Database;
  stop(): Promise<void>;
}

/** Opens the database (unless one is given), makes sure a super admin exists, and serves the app until stopped. */
export async function startServer(config: Config, opened?: Database): Promise<RunningServer> {
  const db = opened ?? (await openDatabase(config));
  const cache = new PublicCache();
  const unlisten = await db.listen('public_cache', () => cache.clear());
  const outbox = new OutboxSender(db, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  const services = createServices(db, config, cache, () => outbox.wake());
  await bootstrapAdmin(services.managers, config);
  outbox.start();

  const app = createApp(services);
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.port === port ? config.publicUrl : `http://localhost:${port}`;

  return {
    url,
    port,
    db,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await outbox.stop();
      await unlisten();
      await db.close();
    },
  };
}
