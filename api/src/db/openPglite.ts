import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from '../logging/createLogger.ts';
import type { Database, Transaction } from './Database.ts';
import { lockDataDir } from './dataDirLock.ts';
import { makePrivateDir } from './makePrivateDir.ts';

/** What every embedded database is opened with: the extensions the migrations create (the leads' search index). */
export const pgliteOptions = { extensions: { pg_trgm } } satisfies PGliteOptions;

export function wrapPglite(pg: PGlite, release: () => void = () => undefined): Database {
  const query = async <Row extends object>(sql: string, params?: readonly unknown[]) => (await pg.query<Row>(sql, params as unknown[])).rows;
  return {
    kind: 'pglite',
    query,
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction: (work) =>
      pg.transaction((tx) => {
        const scoped: Transaction = {
          query: async <Row extends object>(sql: string, params?: readonly unknown[]) => (await tx.query<Row>(sql, params as unknown[])).rows,
          async exec(sql) {
            await tx.exec(sql);
          },
        };
        return work(scoped);
      }),
    async listen(channel, onNotify) {
      const unsubscribe = await pg.listen(channel, onNotify);
      return async () => unsubscribe();
    },
    async close() {
      try {
        await pg.close();
      } finally {
        release();
      }
    },
    async snapshot() {
      // Written out first, so the copy needs little replaying of the log when it is opened.
      await pg.exec('checkpoint');
      return new Uint8Array(await (await pg.dumpDataDir('none')).arrayBuffer());
    },
  };
}

/**
 * The embedded database in `dataDir`: locked to this process, and created atomically — built in a
 * temporary folder by `initialise` (migrations and seed), then renamed into place, so a crash
 * during the first start cannot leave a half-made store behind.
 */
export async function openPglite(dataDir: string, initialise: (db: Database) => Promise<void>, logger?: Logger): Promise<Database> {
  const dir = resolve(dataDir);
  makePrivateDir(dir, logger);
  const release = lockDataDir(dir);
  try {
    const pgdata = join(dir, 'pgdata');
    // Half-made stores of first starts that crashed; holding the lock, nobody else is building one.
    for (const entry of readdirSync(dir)) {
      if (entry.startsWith('pgdata.init-')) rmSync(join(dir, entry), { recursive: true, force: true });
    }
    if (!existsSync(pgdata)) {
      logger?.info({ dataDir: dir }, `Creating the embedded database in ${dir} (first start only)…`);
      const staging = join(dir, `pgdata.init-${process.pid}`);
      rmSync(staging, { recursive: true, force: true });
      const fresh = wrapPglite(await PGlite.create(staging, pgliteOptions));
      await initialise(fresh);
      await fresh.close();
      renameSync(staging, pgdata);
    }
    return wrapPglite(await PGlite.create(pgdata, pgliteOptions), release);
  } catch (error) {
    release();
    throw error;
  }
}
