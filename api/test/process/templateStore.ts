import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { Queryable } from '../../src/db/Database.ts';
import { pgliteOptions } from '../../src/db/openPglite.ts';
import { openPostgres } from '../../src/db/openPostgres.ts';
import { createDatabaseFromTemplate, testBackend } from '../harness/testDatabase.ts';
import { readDataDir } from './readDataDir.ts';

/** A copy of the run's seeded template for a spawned server, on the backend under test (no initdb, no seeding). */
export interface TemplateStore {
  /** DATA_DIR: the embedded database's folder (not used on PostgreSQL). */
  dataDir: string;
  /** What spawnServer needs to run on it. */
  env: Record<string, string>;
  /** Reads the store; on the embedded database, only while no server runs on it. */
  read<T>(work: (db: Queryable) => Promise<T>): Promise<T>;
  cleanup(): Promise<void>;
}

export async function templateStore(prefix: string): Promise<TemplateStore> {
  const folder = mkdtempSync(join(tmpdir(), `fleet-${prefix}-`));
  const dataDir = join(folder, 'data');
  if (testBackend() === 'postgres') {
    const database = await createDatabaseFromTemplate(inject('databaseTemplate'));
    return {
      dataDir,
      env: { DATABASE_URL: database.url, MFA_ENCRYPTION_KEY: randomBytes(32).toString('base64') },
      async read(work) {
        const db = await openPostgres(database.url, 1);
        try {
          return await work(db);
        } finally {
          await db.close();
        }
      },
      async cleanup() {
        await database.drop();
        rmSync(folder, { recursive: true, force: true });
      },
    };
  }
  mkdirSync(dataDir);
  const store = await PGlite.create(join(dataDir, 'pgdata'), { ...pgliteOptions, loadDataDir: new Blob([readFileSync(inject('databaseTemplate'))]) });
  await store.close();
  return {
    dataDir,
    env: {},
    read: (work) => readDataDir(dataDir, work),
    async cleanup() {
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
