import { createServer, type Server } from 'node:http';
import { getRequestListener, RequestError } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp } from '../app.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/Database.ts';
import { openDatabase } from '../db/openDatabase.ts';
import type { Logger } from '../logging/createLogger.ts';
import { withConsoleRouted } from '../logging/routeConsole.ts';
import { startPageViewRollup } from '../services/analytics/startPageViewRollup.ts';
import type { PageCache } from '../services/cache/PageCache.ts';
import { PublicCache } from '../services/cache/PublicCache.ts';
import { resealLegacySecrets } from '../services/crypto/resealLegacySecrets.ts';
import { resolveEncryptionKey } from '../services/crypto/resolveEncryptionKey.ts';
import { startLeadClock } from '../services/leads/routing/startLeadClock.ts';
import { MailSender } from '../services/mail/MailSender.ts';
import { startPruning } from '../services/maintenance/startPruning.ts';
import type { Services } from '../services/Services.ts';
import { WebhookSender } from '../services/webhooks/WebhookSender.ts';
import { bootstrapAdmin } from './bootstrapAdmin.ts';
import { serveControlSocket } from './controlSocket.ts';
import { createServices } from './createServices.ts';
import { PortInUseError } from './PortInUseError.ts';
import { type RequestsInFlight, trackRequests } from './trackRequests.ts';

export interface ShutdownOptions {
  /**
   * How long /readyz answers 503 while new connections are still served, so that a load balancer takes the instance out
   * of its pool before they are refused (SHUTDOWN_DRAIN_SECONDS). None unless given.
   */
  drainMs?: number;
  /**
   * How long, once new connections are refused, the requests under way and the background work (the outbox, the content
   * sync, the pruning) have to finish before the connections left are cut (SHUTDOWN_TIMEOUT_SECONDS). 10 s unless given.
   */
  timeoutMs?: number;
  /** Aborted (a second signal): what is left of both waits is skipped; the database is still closed cleanly. */
  hurry?: AbortSignal;
}

export interface RunningServer {
  url: string;
  port: number;
  db: Database;
  /** The render cache, whose counts say how often pages were rendered and answered from memory. */
  pages: PageCache;
  /**
   * Shuts down in order: /readyz answers 503 at once (answers say `Connection: close`), new connections are refused after
   * `drainMs`, the requests under way finish, the background work stops between two steps, then the database closes.
   * Called again, it returns the same shutdown.
   */
  stop(options?: ShutdownOptions): Promise<void>;
}

/** Raised by the readiness check while the server shuts down, so that /readyz answers 503 from the first moment. */
export class ShuttingDownError extends Error {
  constructor() {
    super('the server is shutting down');
  }
}

/**
 * How long a request may take to arrive whole, head and body (Node's default is 5 minutes): no body here is larger
 * than 64 KB, and a client that states a length and sends less is not waited for past this (408).
 */
const requestTimeoutMs = 30_000;

/**
 * Resolves once the server listens; rejects when it cannot. Each request is handled with what the libraries under
 * it print on the console (the site's framework) written to the JSON log instead (withConsoleRouted).
 */
function listen(app: Hono, config: Pick<Config, 'port' | 'host'>, logger: Logger): Promise<Server> {
  return new Promise((resolve, reject) => {
    const fail = (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? new PortInUseError(config.port) : error);
    const handle = getRequestListener(app.fetch, {
      hostname: config.host,
      // Only for what the app itself could not answer: a request line no URL can be made of, or a throw past onError.
      errorHandler(error) {
        if (error instanceof RequestError) return new Response(`This request is not valid: ${error.message}.`, { status: 400 });
        logger.error({ err: error }, '[http] a request could not be answered');
        return new Response('The server could not answer this request.', { status: 500 });
      },
    });
    const server = createServer({ requestTimeout: requestTimeoutMs, connectionsCheckingInterval: 5_000 }, (incoming, outgoing) =>
      withConsoleRouted(logger, () => handle(incoming, outgoing)),
    );
    server.once('error', fail);
    server.listen(config.port, config.host, () => {
      server.off('error', fail);
      resolve(server);
    });
  });
}

/** Resolves after `ms`, or at once when `hurry` is aborted. */
function wait(ms: number, hurry: AbortSignal | undefined): Promise<void> {
  if (hurry?.aborted || ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      hurry?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    hurry?.addEventListener('abort', done, { once: true });
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
  const outbox = new MailSender(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, ...config.outbox, logger });
  let unlisten: (() => Promise<void>) | undefined;
  let server: Server | undefined;
  let requests: RequestsInFlight | undefined;
  let stopPruning: (() => Promise<void>) | undefined;
  let stopRollup: (() => Promise<void>) | undefined;
  let stopLeadClock: (() => Promise<void>) | undefined;
  let webhooks: WebhookSender | undefined;
  let stopMirror: (() => Promise<void>) | undefined;
  let closeControlSocket: (() => Promise<void>) | undefined;
  let draining = false;
  let stopping: Promise<void> | undefined;
  let services: Services | undefined;

  const shutdown = async ({ drainMs = 0, timeoutMs = 10_000, hurry }: ShutdownOptions): Promise<void> => {
    draining = true;
    requests?.closeAfterAnswer();
    await closeControlSocket?.();
    const listening = server;
    if (listening && drainMs > 0) {
      logger.info({ drainMs }, `[shutdown] /readyz answers 503; new connections are still served for ${drainMs / 1000} s, for load balancers to see it`);
      await wait(drainMs, hurry);
    }
    const inFlight = requests?.count() ?? 0;
    const httpClosed = listening ? new Promise<void>((resolve) => listening.close(() => resolve())) : Promise.resolve();
    // Connections that fall idle after their last answer (a keep-alive one between two requests) are closed as they do.
    const sweep = listening ? setInterval(() => listening.closeIdleConnections(), 100) : undefined;
    listening?.closeIdleConnections();
    if (listening) {
      logger.info(
        { inFlight, timeoutMs },
        `[shutdown] New connections are refused; waiting up to ${timeoutMs / 1000} s for ${inFlight} requests under way, the outbox, the content sync and the pruning`,
      );
    }
    let backgroundStopped = false;
    const background = Promise.allSettled([stopMirror?.(), stopRollup?.(), stopPruning?.(), stopLeadClock?.(), outbox.stop(), webhooks?.stop()]).then(() => {
      backgroundStopped = true;
    });
    const inTime = await Promise.race([Promise.all([httpClosed, background]).then(() => true), wait(timeoutMs, hurry).then(() => false)]);
    if (!inTime && listening) {
      const cutRequests = requests?.count() ?? 0;
      if (cutRequests > 0) logger.warn({ cutRequests }, `[shutdown] ${cutRequests} requests had not finished; their connections are cut`);
      listening.closeAllConnections();
    }
    await httpClosed;
    clearInterval(sweep);
    // The page views counted by the last requests, written before the database closes.
    await services?.analytics.stop();
    if (!backgroundStopped) logger.warn('[shutdown] The outbox, the content sync or the pruning had not stopped; the database is closed under it');
    await unlisten?.();
    await db.close();
  };

  try {
    const encryptionKey = await resolveEncryptionKey(config);
    await resealLegacySecrets(db, encryptionKey, logger);
    const sender = new WebhookSender(db, { ...config.webhooks, encryptionKey, logger });
    webhooks = sender;
    const started = createServices(db, config, cache, { mail: () => outbox.wake(), webhooks: () => sender.wake() }, logger, encryptionKey);
    services = started;
    unlisten = await db.listen('public_cache', (table) => started.dataChanged(table));
    const app = createApp({
      ...started,
      async pingDatabase() {
        if (draining) throw new ShuttingDownError();
        await started.pingDatabase();
      },
    });
    server = await listen(app, config, logger);
    requests = trackRequests(server);
    // After listening: a start that fails on the port must not use up the one showing of a generated password.
    await bootstrapAdmin(started.managers, config, logger);
    // Only for a database this server opened on DATA_DIR: one handed in (a test's) has no folder of its own.
    if (!opened && db.snapshot) closeControlSocket = await serveControlSocket(config.dataDir, db, logger);
    outbox.start();
    sender.start();
    stopRollup = startPageViewRollup(db, logger);
    stopPruning = startPruning(db, logger);
    stopLeadClock = startLeadClock(db, { publicUrl: config.publicUrl, intervalMs: config.leadClockMs, logger, onQueued: () => outbox.wake() });
    started.contentMirror.start();
    stopMirror = () => started.contentMirror.stop();
  } catch (error) {
    // The error that stopped the start is the one to report, not a second one from closing.
    await shutdown({}).catch(() => undefined);
    throw error;
  }

  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.port === port ? config.publicUrl : `http://localhost:${port}`;
  return {
    url,
    port,
    db,
    pages: services.pages,
    stop(options = {}) {
      stopping ??= shutdown(options);
      return stopping;
    },
  };
}
