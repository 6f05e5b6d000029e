/**
 * Backs up the embedded database (DATA_DIR) into one file, whether the server runs or not:
 *   npm run db:backup -- FILE [--force]
 * While a server runs on the folder, it takes the backup itself (it holds the database) and hands it over on
 * DATA_DIR/control.sock; otherwise the folder is opened here. Either way the copy is opened here before the file is
 * written, the analytics' daily salts are left out, and what it holds is printed. PostgreSQL (DATABASE_URL) is backed
 * up with pg_dump instead (docs/operations.md).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../config.ts';
import { createBackup, describeCounts } from '../db/backup/backupArchive.ts';
import { finishBackup } from '../db/backup/finishBackup.ts';
import { writePrivately } from '../db/backup/writePrivately.ts';
import { DataDirInUseError, lockDataDir } from '../db/dataDirLock.ts';
import { pgliteOptions, wrapPglite } from '../db/openPglite.ts';
import { loadDotEnv } from '../loadDotEnv.ts';
import { requestBackup } from '../server/controlSocket.ts';
import { keyFileName } from '../services/crypto/resolveEncryptionKey.ts';
import { describeBackup, fail } from './describeBackup.ts';

const usage = 'Usage: npm run db:backup -- FILE [--force]   (--force replaces FILE if it exists)';

const { values, positionals } = (() => {
  try {
    return parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
  } catch (error) {
    return fail(`${(error as Error).message}\n${usage}`, 2);
  }
})();
if (positionals.length !== 1) fail(usage, 2);

// `npm run … -w @fleet/api` starts this in api/; the person, and `npm start`, work where npm was started: FILE, .env
// and a relative DATA_DIR are read from there.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
const file = resolve(positionals[0]!);

/** The backup from the stopped folder, opened here under its lock. */
async function backupStoppedFolder(dataDir: string, release: () => void): Promise<Buffer> {
  try {
    const db = wrapPglite(await PGlite.create(join(dataDir, 'pgdata'), pgliteOptions));
    try {
      return await createBackup(db);
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}

const config = (() => {
  try {
    loadDotEnv();
    return loadConfig();
  } catch (error) {
    return fail(`Could not back up: ${(error as Error).message}`);
  }
})();
if (config.databaseUrl) {
  fail(
    'DATABASE_URL is set: back up PostgreSQL with pg_dump (see "Backups and restores" in docs/operations.md); npm run db:backup is for the embedded database.',
  );
}
const { dataDir } = config;
if (!existsSync(join(dataDir, 'pgdata'))) fail(`There is no embedded database in ${dataDir} to back up (DATA_DIR).`);
if (existsSync(file) && !values.force) fail(`${file} exists already: choose another name, or add --force to replace it.`);

try {
  let snapshot: Buffer;
  let takenBy: string;
  try {
    snapshot = await backupStoppedFolder(dataDir, lockDataDir(dataDir));
    takenBy = 'from the stopped folder';
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    const server = error.holder === undefined ? 'a server' : `the server (pid ${error.holder})`;
    snapshot = await requestBackup(dataDir).catch((reason: Error) =>
      fail(`The backup was refused: ${server} is running on ${dataDir}, and ${reason.message}. Stop it and run npm run db:backup again.`),
    );
    takenBy = `by ${server} running on it`;
  }
  // Opened in memory before it is kept, and without the analytics' daily salts.
  const backup = await finishBackup(snapshot);
  writePrivately(file, backup.archive);
  console.log(`Backed up the embedded database in ${dataDir} (taken ${takenBy}) to ${file}.`);
  console.log(describeBackup(backup.archive.length, backup.manifest, backup.migrations, describeCounts(backup.counts)));
  const key = config.mfaEncryptionKey ? 'MFA_ENCRYPTION_KEY' : join(dataDir, keyFileName);
  console.log(
    `Not in the backup, on purpose: the key of the staff's two-step secrets (${key}). Keep a copy of it apart from the backups; a restore needs it when staff use two-step verification.`,
  );
  console.log("Nor the analytics' daily salt, which would tie the day's page views to the people who made them: a restored server makes a new one.");
} catch (error) {
  fail(`Could not back up: ${(error as Error).message}`);
}
