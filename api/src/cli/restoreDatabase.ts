/**
 * Restores a backup made by `npm run db:backup` as the embedded database in DATA_DIR:
 *   npm run db:restore -- FILE [--force] [--without-key]
 * Refused while a server runs on the folder, and when the folder already holds a database unless --force (which moves
 * that one aside, never deletes it). Start the server afterwards as usual: it applies the migrations the backup predates.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { describeCounts, readBackup } from '../db/backup/backupArchive.ts';
import { DatabaseExistsError, restoreBackup, TwoStepKeyError } from '../db/backup/restoreBackup.ts';
import { DataDirInUseError } from '../db/dataDirLock.ts';
import { loadDotEnv } from '../loadDotEnv.ts';
import { keyFileName } from '../services/crypto/resolveEncryptionKey.ts';
import { describeBackup, fail } from './describeBackup.ts';

const usage =
  'Usage: npm run db:restore -- FILE [--force] [--without-key]\n' +
  '  --force        replace the database already in DATA_DIR (it is moved aside, not deleted)\n' +
  "  --without-key  restore even though the key of the staff's two-step secrets is not at hand (they then set it up again)";

const { values, positionals } = (() => {
  try {
    return parseArgs({
      options: { force: { type: 'boolean', default: false }, 'without-key': { type: 'boolean', default: false } },
      allowPositionals: true,
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n${usage}`, 2);
  }
})();
if (positionals.length !== 1) fail(usage, 2);

// `npm run … -w @fleet/api` starts this in api/; the person, and `npm start`, work where npm was started.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
const file = resolve(positionals[0]!);

const config = (() => {
  try {
    loadDotEnv();
    return loadConfig();
  } catch (error) {
    return fail(`Could not restore: ${(error as Error).message}`);
  }
})();
if (config.databaseUrl) {
  fail(
    'DATABASE_URL is set: restore PostgreSQL with pg_restore (see "Backups and restores" in docs/operations.md); npm run db:restore is for the embedded database.',
  );
}
const { dataDir } = config;

try {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    fail(`Could not read ${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'there is no such file' : (error as Error).message}.`);
  }
  const backup = await readBackup(bytes).catch((error: Error) => fail(`${file} cannot be restored: ${error.message}.`));
  const restored = await restoreBackup(dataDir, backup, { force: values.force, withoutKey: values['without-key'], configuredKey: config.mfaEncryptionKey });
  console.log(`Restored ${file} into ${dataDir}.`);
  console.log(describeBackup(bytes.length, backup.manifest, restored.migrations, describeCounts(restored.counts)));
  if (restored.twoStep.accounts > 0 && !restored.twoStep.keyOpensThem) {
    console.log(
      `  ${restored.twoStep.accounts} staff accounts use two-step verification and their secrets do not open with the key here: a super admin resets their two-step verification (or, for their own account, npm run admin:create makes another super admin).`,
    );
  }
  for (const aside of restored.movedAside) console.log(`  The database that was there is now ${aside}; delete it once the restored one is as it should be.`);
  console.log('Start the server as usual (npm start); it applies any migrations the backup predates.');
} catch (error) {
  if (error instanceof DataDirInUseError) {
    const server = error.holder === undefined ? 'A server' : `The server (pid ${error.holder})`;
    fail(`${server} is running on ${dataDir}: stop it first, then run npm run db:restore again.`);
  }
  if (error instanceof DatabaseExistsError) {
    fail(`${error.message}: add --force to replace it (it is moved aside, not deleted), or set DATA_DIR to an empty folder.`);
  }
  if (error instanceof TwoStepKeyError) {
    fail(
      `${error.message}. Put the key the backup's server used in ${join(dataDir, keyFileName)} (or set MFA_ENCRYPTION_KEY to it) and run the restore again; or add --without-key, and a super admin resets their two-step verification afterwards.`,
    );
  }
  fail(`Could not restore: ${(error as Error).message}`);
}
