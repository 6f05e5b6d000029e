import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../../src/db/Database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { pgliteOptions, wrapPglite } from '../../src/db/openPglite.ts';
import { openPostgres } from '../../src/db/openPostgres.ts';
import { seedIfEmpty } from '../../src/db/seed/seedIfEmpty.ts';

export type TestBackend = 'pglite' | 'postgres';

export function testBackend(): TestBackend {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

const templateFile = join(tmpdir(), `fleet-test-template-${process.pid}.tar`);
const templateDb = 'fleet_test_template';

function serverUrl(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Builds the migrated, seeded database once per run; returns what the test files need to clone it. */
export async function buildTemplate(): Promise<string> {
  if (testBackend() === 'postgres') {
    if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    await admin(async (c) => {
      await c.query(`drop database if exists ${templateDb}`);
      await c.query(`create database ${templateDb}`);
    });
    const db = await openPostgres(serverUrl(templateDb), 2);
    await migrate(db);
    await seedIfEmpty(db);
    await db.close();
    return templateDb;
  }
  const raw = await PGlite.create(pgliteOptions);
  const db = wrapPglite(raw);
  await migrate(db);
  await seedIfEmpty(db);
  const dump = await raw.dumpDataDir('none');
  writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  return templateFile;
}

/** Removes the template after the run. */
export async function dropTemplate(template: string): Promise<void> {
  if (testBackend() === 'postgres') {
    await admin((c) => c.query(`drop database if exists ${template} with (force)`));
  } else {
    rmSync(template, { force: true });
  }
}

export interface ServerDatabase {
  /** Its `postgres://` address, for DATABASE_URL. */
  url: string;
  drop(): Promise<void>;
}

/** A new database on the PostgreSQL server, copied from the template (TEST_DB=postgres only). */
export async function createDatabaseFromTemplate(template: string): Promise<ServerDatabase> {
  const name = `fleet_test_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`create database ${name} template ${template}`));
  return {
    url: serverUrl(name),
    drop: () => admin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/** A fresh copy of the template for one test file. */
export async function cloneTemplate(template: string): Promise<Database> {
  if (testBackend() === 'postgres') {
    const copy = await createDatabaseFromTemplate(template);
    const db = await openPostgres(copy.url, 5);
    return {
      ...db,
      async close() {
        await db.close();
        await copy.drop().catch(() => undefined);
      },
    };
  }
  const blob = new Blob([readFileSync(template)]);
  return wrapPglite(await PGlite.create({ ...pgliteOptions, loadDataDir: blob }));
}
