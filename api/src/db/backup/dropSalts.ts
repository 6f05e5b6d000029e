import type { Database } from '../Database.ts';

/**
 * Empties the analytics' daily salts in a copy of the database (a backup's, a restore's), so that it never holds one:
 * with a day's salt and the address of someone who browsed that day, anyone could tell which page views were theirs. A
 * server started on the copy makes the day's salt afresh (see dailySalt). The rows are gone from the table's file with
 * it (TRUNCATE gives the table a new one), and the write-ahead log that still held them is let go: PGlite keeps the
 * log in the data folder, so the log is moved on to a new segment and the old one deleted rather than kept for reuse.
 */
export async function dropSalts(db: Database): Promise<void> {
  const [table] = await db.query<{ exists: boolean }>(`select to_regclass('analytics_salts') is not null as exists`);
  if (!table?.exists) return;
  await db.exec('truncate analytics_salts');
  await db.exec('set wal_recycle = off');
  await db.query('select pg_switch_wal()');
  await db.exec('checkpoint');
}
