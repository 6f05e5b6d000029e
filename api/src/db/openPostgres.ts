import pg from 'pg';
import type { Logger } from '../logging/createLogger.ts';
import type { Database, Transaction } from './Database.ts';
import { isDatabaseUnavailable } from './isDatabaseUnavailable.ts';
import { listenPostgres } from './listenPostgres.ts';
import { settleWithin } from './settleWithin.ts';

/** How long `close()` waits for the pool's connections to say goodbye before it leaves them. */
const closeTimeoutMs = 5_000;
/** How long one statement may run unless DATABASE_STATEMENT_TIMEOUT_MS says otherwise. */
export const defaultStatementTimeoutMs = 15_000;

/**
 * A PostgreSQL server: the choice for more than one API instance (all state lives here). A lost connection
 * (the server restarting or failing over) never ends the process: queries on it fail (and are answered 503, see
 * isDatabaseUnavailable), the pool opens new connections once the server is back, and the listener reconnects.
 * Each statement may run `statementTimeoutMs` (0: no bound): a slow or stuck server fails a statement rather than
 * hold its connection, and what waits on it, for good. Work that is long by nature (the migrations, the daily
 * rollups) sets a longer one for its own transaction (`set local statement_timeout`).
 */
export async function openPostgres(url: string, poolSize = 10, logger?: Logger, statementTimeoutMs = defaultStatementTimeoutMs): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // A server that does not answer at all (an address a failover left behind) fails a request in 10 s rather
    // than in the system's two minutes; so does a request that waits that long for a free connection.
    connectionTimeoutMillis: 10_000,
    keepAlive: true,
    // Sent when the connection opens, so it holds from its first statement; the server cancels a statement past it
    // (SQLSTATE 57014) and the connection stays usable.
    statement_timeout: statementTimeoutMs,
  });
  // Without a listener an idle client's error (the server restarting) would end the process. The pool drops
  // that client and opens another when one is needed. The code and the message are what an operator needs:
  // pg-pool hangs the whole client on the error, which would put the driver's state in the log.
  pool.on('error', (error) => {
    const { code } = error as Error & { code?: string };
    logger?.[isDatabaseUnavailable(error) ? 'warn' : 'error']({ code }, `[db] An idle connection was lost: ${error.message}`);
  });
  await pool.query('select 1');

  const query = async <Row extends object>(sql: string, params?: readonly unknown[]) => (await pool.query(sql, params as unknown[])).rows as Row[];

  return {
    kind: 'postgres',
    query,
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      // pg-pool takes its own error listener off a client while it is checked out: without this one, the
      // connection dropping in the middle of a transaction would be an unhandled 'error' event.
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken ??= error;
      };
      client.on('error', onError);
      const tx: Transaction = {
        query: async <Row extends object>(sql: string, params?: readonly unknown[]) => (await client.query(sql, params as unknown[])).rows as Row[],
        async exec(sql) {
          await client.query(sql);
        },
      };
      try {
        await client.query('begin');
        const result = await work(tx);
        await client.query('commit');
        return result;
      } catch (error) {
        if (!broken) {
          await client.query('rollback').catch((rollbackError: Error) => {
            broken = rollbackError;
          });
        }
        throw error;
      } finally {
        client.off('error', onError);
        // With the error, the pool discards the connection rather than hand it to the next request.
        client.release(broken);
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize }),
    listen: (channel, onNotify) => listenPostgres({ url, channel, onNotify, logger }),
    async close() {
      const closed = await settleWithin(pool.end(), closeTimeoutMs);
      if (!closed) logger?.warn(`[db] The database's connections did not close within ${closeTimeoutMs / 1000} s; leaving them`);
    },
  };
}
