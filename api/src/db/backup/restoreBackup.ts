import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { keyFileName } from '../../services/crypto/resolveEncryptionKey.ts';
import { secretBox } from '../../services/crypto/secretBox.ts';
import { lockDataDir } from '../dataDirLock.ts';
import { makePrivateDir } from '../makePrivateDir.ts';
import { pgliteOptions, wrapPglite } from '../openPglite.ts';
import { appliedMigrations, type Backup, countData, type DataCounts } from './backupArchive.ts';
import { dropSalts } from './dropSalts.ts';

/** The folder already holds a database, and the restore was not told to replace it. */
export class DatabaseExistsError extends Error {}

/** Staff use two-step verification in the backup, and the key the server would start with does not open their secrets. */
export class TwoStepKeyError extends Error {}

export interface RestoreOptions {
  /** Replace the database already in the folder (it is moved aside, not deleted). */
  force: boolean;
  /** Restore even though the two-step secrets cannot be read with the key at hand. */
  withoutKey: boolean;
  /** MFA_ENCRYPTION_KEY, when configured: the server then uses it rather than DATA_DIR/mfa-encryption.key. */
  configuredKey: Buffer | undefined;
}

export interface RestoreResult {
  migrations: string[];
  counts: DataCounts;
  /** Accounts with a second factor, and whether the key at hand opens their secrets. */
  twoStep: { accounts: number; keyOpensThem: boolean };
  /** What was in the folder before, moved aside rather than deleted (--force). */
  movedAside: string[];
}

function keyAtHand(dir: string, configured: Buffer | undefined): Buffer | undefined {
  if (configured) return configured;
  const file = join(dir, keyFileName);
  return existsSync(file) ? Buffer.from(readFileSync(file, 'utf8').trim(), 'base64') : undefined;
}

/** Whether `key` opens the staff's two-step secrets (each was sealed with the same key, so one sample tells). */
function keyOpens(key: Buffer | undefined, sample: { managerId: string; sealed: string }): boolean {
  if (!key) return false;
  try {
    secretBox(key, 'two-step').open(sample.managerId, sample.sealed);
    return true;
  } catch {
    return false;
  }
}

/**
 * Puts a backup in `dataDir` as its embedded database, holding the folder's lock throughout (so never under a running
 * server: lockDataDir throws DataDirInUseError). The copy is opened and checked in a staging folder first and only then
 * renamed into place, so a restore that fails or is refused leaves the folder as it was (a start also removes a staging
 * folder left by a restore that died). With `force`, the database already there is moved aside; without it, it is
 * refused. The backup does not carry the key of the staff's two-step secrets: when some staff use two-step
 * verification, the key the server would start with (MFA_ENCRYPTION_KEY, else DATA_DIR/mfa-encryption.key) must open
 * their secrets, or the restore is refused unless `withoutKey`. Migrations are not applied here: the next start of the
 * server applies those the backup predates, as on any start.
 */
export async function restoreBackup(dataDir: string, backup: Backup, options: RestoreOptions): Promise<RestoreResult> {
  const dir = resolve(dataDir);
  makePrivateDir(dir);
  const release = lockDataDir(dir);
  // The name a start clears as a half-made store, should this process die before the rename.
  const staging = join(dir, `pgdata.init-${process.pid}`);
  try {
    const pgdata = join(dir, 'pgdata');
    if (existsSync(pgdata) && !options.force) throw new DatabaseExistsError(`${dir} already holds a database (${pgdata})`);
    const { accounts, sample } = backup.manifest.twoStep;
    const twoStep = { accounts, keyOpensThem: !sample || keyOpens(keyAtHand(dir, options.configuredKey), sample) };
    if (!twoStep.keyOpensThem && !options.withoutKey) {
      throw new TwoStepKeyError(
        `${accounts} staff accounts in the backup use two-step verification, and their secrets do not open with ` +
          (options.configuredKey ? 'MFA_ENCRYPTION_KEY' : existsSync(join(dir, keyFileName)) ? `the key in ${join(dir, keyFileName)}` : 'any key here'),
      );
    }
    rmSync(staging, { recursive: true, force: true });
    let migrations: string[];
    let counts: DataCounts;
    let opened: Awaited<ReturnType<typeof PGlite.create>>;
    try {
      opened = await PGlite.create(staging, { ...pgliteOptions, loadDataDir: new Blob([backup.pgdata as Uint8Array<ArrayBuffer>]) });
    } catch (error) {
      throw new Error(
        `the backup's database could not be opened (it was made with PostgreSQL ${backup.manifest.postgresVersion}): ${(error as Error).message}`,
      );
    }
    const db = wrapPglite(opened);
    try {
      // A backup made before they were left out may hold them; the server started on it makes the day's salt afresh.
      await dropSalts(db);
      migrations = await appliedMigrations(db);
      counts = await countData(db);
    } finally {
      await db.close();
    }

    const movedAside: string[] = [];
    if (existsSync(pgdata)) {
      const aside = `${pgdata}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(pgdata, aside);
      movedAside.push(aside);
    }
    renameSync(staging, pgdata);
    return { migrations, counts, twoStep, movedAside };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    release();
  }
}
