import pg from 'pg';
import type { Logger } from '../logging/createLogger.ts';
import type { Database, Transaction } from './Database.ts';

/** A PostgreSQL server: the choice for more than one API instance (all state lives here). */
export async function openPostgres(url: string, poolSize = 10, logger?: Logger): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // Without a listener an idle client's error (the server restarting) would end the process.
  pool.on('error', (error) => logger?.error({ err: error }, `[db] idle client error: ${error.message}`));
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
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onNotify) {
      const client = await pool.connect();
      const handler = (message: pg.Notification) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      };
      client.on('notification', handler);
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      return async () => {
        client.off('notification', handler);
        await client.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        client.release();
      };
    },
    async close() {
      await pool.end();
    },
  };
}
