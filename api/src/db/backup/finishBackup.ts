import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions, wrapPglite } from '../openPglite.ts';
import { appliedMigrations, type BackupManifest, backupArchive, countData, type DataCounts, readBackup } from './backupArchive.ts';
import { dropSalts } from './dropSalts.ts';

export interface FinishedBackup {
  /** The file's bytes. */
  archive: Buffer;
  manifest: BackupManifest;
  migrations: string[];
  counts: DataCounts;
}

/**
 * The backup file made from the snapshot the server (or the stopped folder) gave: the snapshot is opened in memory (a
 * backup never opened is a hope: this one has been, before it is kept), the daily salts are left out (dropSalts), what
 * it holds is counted, and the copy's own snapshot is what the file carries. It runs in `npm run db:backup`'s process,
 * not the server's, which would otherwise hold a second database in memory while it serves.
 */
export async function finishBackup(snapshot: Uint8Array): Promise<FinishedBackup> {
  const { manifest, pgdata } = await readBackup(snapshot);
  const db = wrapPglite(await PGlite.create({ ...pgliteOptions, loadDataDir: new Blob([pgdata as Uint8Array<ArrayBuffer>]) }));
  try {
    await dropSalts(db);
    const migrations = await appliedMigrations(db);
    const counts = await countData(db);
    const archive = await backupArchive(manifest, await db.snapshot!());
    return { archive, manifest, migrations, counts };
  } finally {
    await db.close();
  }
}
