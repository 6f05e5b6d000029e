import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { Database, Queryable } from '../Database.ts';
import { readTar, writeTar } from './tarball.ts';

const manifestName = 'fleet-backup.json';
const pgdataName = 'pgdata.tar';

/** What a backup says about itself (its first file, `fleet-backup.json`). */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  /** PostgreSQL's version inside PGlite: a backup opens only with a PGlite of the same major version. */
  postgresVersion: string;
  /** The migrations applied when it was taken; a newer release applies the rest when it starts on it. */
  migrations: string[];
  /**
   * The staff with two-step verification, and one of their secrets as the database holds it (sealed): a restore checks
   * with it, before anything else, that the key at hand opens them, since the key is not in the backup.
   */
  twoStep: { accounts: number; sample: { managerId: string; sealed: string } | null };
}

export interface Backup {
  manifest: BackupManifest;
  /** The data folder as PGlite's dumpDataDir made it (loadDataDir takes it back). */
  pgdata: Uint8Array;
}

/** What an operator checks after a backup or a restore: the rows that matter, counted. */
export interface DataCounts {
  leads: number;
  managers: number;
  demoLinks: number;
  posts: number;
}

export async function countData(db: Queryable): Promise<DataCounts> {
  const [row] = await db.query<DataCounts>(
    `select (select count(*)::int from leads) as "leads", (select count(*)::int from managers) as "managers",
            (select count(*)::int from demo_urls) as "demoLinks", (select count(*)::int from wp_posts) as "posts"`,
  );
  return row!;
}

export const describeCounts = (counts: DataCounts) =>
  `${counts.leads} leads, ${counts.managers} staff accounts, ${counts.demoLinks} demo links, ${counts.posts} posts`;

async function twoStepOf(db: Queryable): Promise<BackupManifest['twoStep']> {
  const [table] = await db.query<{ exists: boolean }>(`select to_regclass('manager_totp') is not null as exists`);
  if (!table?.exists) return { accounts: 0, sample: null };
  const rows = await db.query<{ manager_id: string; secret_ciphertext: string }>('select manager_id, secret_ciphertext from manager_totp order by manager_id');
  return { accounts: rows.length, sample: rows[0] ? { managerId: rows[0].manager_id, sealed: rows[0].secret_ciphertext } : null };
}

/** A gzipped tar of the manifest and the data folder's snapshot: a backup's form, which readBackup reads. */
export function backupArchive(manifest: BackupManifest, pgdata: Uint8Array): Promise<Buffer> {
  const entries = [
    { name: manifestName, data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) },
    { name: pgdataName, data: pgdata },
  ];
  return promisify(gzip)(writeTar(entries));
}

/**
 * The snapshot of the embedded database open in `db` (the running server's, or one opened on the stopped folder), in a
 * backup's form; `npm run db:backup` makes the file from it (finishBackup, which leaves out the analytics' daily
 * salts). The key of the two-step secrets (DATA_DIR/mfa-encryption.key) is left out on purpose: a copy of the database
 * that travels must not carry the key to its secrets (see restoreBackup).
 */
export async function createBackup(db: Database): Promise<Buffer> {
  if (!db.snapshot) throw new Error('only the embedded database is backed up this way; use pg_dump for PostgreSQL');
  const migrations = await appliedMigrations(db);
  const [{ version }] = (await db.query<{ version: string }>(`select current_setting('server_version') as version`)) as [{ version: string }];
  const twoStep = await twoStepOf(db);
  const pgdata = await db.snapshot();
  return backupArchive({ format: 1, createdAt: new Date().toISOString(), postgresVersion: version, migrations, twoStep }, pgdata);
}

/** The parts of a backup file; throws, saying so, when the file is not one. */
export async function readBackup(bytes: Uint8Array): Promise<Backup> {
  let files: Map<string, Uint8Array>;
  try {
    files = readTar(await promisify(gunzip)(bytes));
  } catch (error) {
    throw new Error(`it is not a backup made by npm run db:backup (${(error as Error).message})`);
  }
  const manifestBytes = files.get(manifestName);
  const pgdata = files.get(pgdataName);
  if (!manifestBytes || !pgdata) throw new Error(`it is not a backup made by npm run db:backup (no ${manifestBytes ? pgdataName : manifestName})`);
  const manifest = JSON.parse(Buffer.from(manifestBytes).toString('utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`it is a backup in a newer format (${manifest.format}) than this release reads`);
  return { manifest, pgdata };
}

export async function appliedMigrations(db: Queryable): Promise<string[]> {
  return (await db.query<{ name: string }>('select name from schema_migrations order by name')).map((row) => row.name);
}
