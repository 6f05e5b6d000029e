import { type ServerType, serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp } from '../app.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/Database.ts';
import { openDatabase } from '../db/openDatabase.ts';
import type { Logger } from '../logging/createLogger.ts';
import { resolveEncryptionKey } from '../services/auth/twoStep/resolveEncryptionKey.ts';
import type { PageCache } from '../services/cache/PageCache.ts';
import { PublicCache } from '../services/cache/PublicCache.ts';
import { OutboxSender } from '../services/mail/OutboxSender.ts';
import { startPruning } from '../services/maintenance/startPruning.ts';
import type { Services } from '../services/Services.ts';
import { bootstrapAdmin } from './bootstrapAdmin.ts';
import { createServices } from './createServices.ts';
import { PortInUseError } from './PortInUseError.ts';

export interface RunningServer {
  url: string;
  port: number;
  db: Database;
  /** The render cache, whose counts say how often pages were rendered and answered from memory. */
  pages: PageCache;
  stop(): Promise<void>;
}

/** Resolves once the server listens; rejects when it cannot (`serve` alone would only ever resolve). */
function listen(app: Hono, config: Pick<Config, 'port' | 'host'>): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const fail = (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? new PortInUseError(config.port) : error);
    const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => {
      server.off('error', fail);
      resolve(server);
    });
    server.once('error', fail);
  });
}

/**
 * Opens the database (unless one is given), serves the app until stopped, and makes sure a super admin
 * exists. When it cannot start (the port is taken, ADMIN_PASSWORD is refused) it closes what it opened,
 * the database included, before it rejects.
 */
export async function startServer(config: Config, logger: Logger, opened?: Database): Promise<RunningServer> {
  const db = opened ?? (await openDatabase(config, logger));
  const cache = new PublicCache();
  const outbox = new OutboxSender(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, ...config.outbox, logger });
  let unlisten: (() => Promise<void>) | undefined;
  let server: ServerType | undefined;
  let stopPruning: (() => Promise<void>) | undefined;
  let stopMirror: (() => Promise<void>) | undefined;
  const close = async () => {
    const listening = server;
    if (listening) await new Promise<void>((resolve) => listening.close(() => resolve()));
    await stopMirror?.();
    await stopPruning?.();
    await outbox.stop();
    await unlisten?.();
    await db.close();
  };

  let services: Services;
  try {
    const encryptionKey = await resolveEncryptionKey(config);
    const started = createServices(db, config, cache, () => outbox.wake(), logger, encryptionKey);
    services = started;
    unlisten = await db.listen('public_cache', (table) => started.dataChanged(table));
    server = await listen(createApp(started), config);
    // After listening: a start that fails on the port must not use up the one showing of a generated password.
    await bootstrapAdmin(started.managers, config, logger);
    outbox.start();
    stopPruning = startPruning(db, logger);
    started.contentMirror.start();
    stopMirror = () => started.contentMirror.stop();
  } catch (error) {
    // The error that stopped the start is the one to report, not a second one from closing.
    await close().catch(() => undefined);
    throw error;
  }

  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.port === port ? config.publicUrl : `http://localhost:${port}`;
  return { url, port, db, pages: services.pages, stop: close };
}
