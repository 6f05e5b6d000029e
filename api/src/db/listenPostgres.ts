import pg from 'pg';
import type { Logger } from '../logging/createLogger.ts';
import { settleWithin } from './settleWithin.ts';

export interface ListenOptions {
  url: string;
  channel: string;
  onNotify: (payload: string) => void;
  logger?: Logger | undefined;
}

/** The first wait before reconnecting, doubled after each failed try up to the longest. */
const firstDelayMs = 250;
const longestDelayMs = 5_000;

/** How long one try to connect may take: a server that does not answer at all must not stop the retries. */
const connectTimeoutMs = 5_000;

/**
 * LISTEN on a connection of its own (not a pool slot, which it would hold forever), kept by itself: when the
 * connection is lost (the server restarts, fails over, or its backend is terminated) it connects again, 250 ms
 * later and then twice as long after each failed try up to 5 s, listens again, and calls `onNotify('')` once,
 * since notifications sent while it was away are lost. The first connection must succeed; the returned function
 * stops the retries and closes the connection.
 */
export async function listenPostgres({ url, channel, onNotify, logger }: ListenOptions): Promise<() => Promise<void>> {
  const listen = `listen ${pg.escapeIdentifier(channel)}`;
  let current: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let attempt: Promise<void> | undefined;
  let delayMs = firstDelayMs;
  let lostAt: number | undefined;

  // What the caller does with a notification is its own affair: a throw here would escape from the socket's handler.
  const notify = (payload: string) => {
    try {
      onNotify(payload);
    } catch (error) {
      logger?.error({ err: error, channel }, `[db] Handling a notification on ${channel} failed: ${(error as Error).message}`);
    }
  };

  const connect = async (): Promise<pg.Client> => {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: connectTimeoutMs,
      // Idle for hours by design: without probes a connection cut silently (a failover moving an address)
      // would look alive forever and hear nothing.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      // So that an operator sees it for what it is in pg_stat_activity.
      application_name: `fleet-api listen ${channel}`.slice(0, 63),
    });
    // Attached for the client's whole life: pg may emit a second error (the server's message, then the
    // socket closing), and an error with no listener would end the process.
    client.on('error', (error: Error) => lose(client, error));
    client.on('end', () => lose(client, new Error('the connection ended')));
    client.on('notification', (message) => {
      if (client === current && message.channel === channel) notify(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(listen);
      return client;
    } catch (error) {
      await settleWithin(client.end(), 1_000);
      throw error;
    }
  };

  const lose = (client: pg.Client, error: Error) => {
    if (client !== current || stopped) return;
    current = undefined;
    void settleWithin(client.end(), 1_000);
    lostAt = Date.now();
    logger?.warn({ err: error, channel }, `[db] Lost the connection listening on ${channel} (${error.message}); reconnecting`);
    delayMs = firstDelayMs;
    schedule();
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      attempt = reconnect().finally(() => {
        attempt = undefined;
      });
    }, delayMs);
  };

  const reconnect = async () => {
    let client: pg.Client;
    try {
      client = await connect();
    } catch (error) {
      delayMs = Math.min(longestDelayMs, delayMs * 2);
      // At debug: the outage was logged at warn when it began, and is logged at info when it ends.
      logger?.debug({ err: error, channel, retryInMs: delayMs }, `[db] Could not listen on ${channel} yet: ${(error as Error).message}`);
      schedule();
      return;
    }
    if (stopped) {
      await settleWithin(client.end(), 1_000);
      return;
    }
    current = client;
    const awayMs = Date.now() - (lostAt ?? Date.now());
    logger?.info(
      { channel, awayMs },
      `[db] Listening on ${channel} again after ${(awayMs / 1000).toFixed(1)} s; what it may have missed meanwhile is announced as a change to everything`,
    );
    notify('');
  };

  current = await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    // A try under way ends its own connection once it sees `stopped`; it is bounded by the connect timeout.
    if (attempt) await settleWithin(attempt, connectTimeoutMs + 1_000);
    const client = current;
    current = undefined;
    if (client) await settleWithin(client.end(), 2_000);
  };
}
