import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../../src/db/Database.ts';
import { openPglite } from '../../src/db/openPglite.ts';

/** Opens the store a server left in `dataDir` (taking its lock, so no server may hold it), runs `read`, closes it. */
export async function readDataDir<T>(dataDir: string, read: (db: Database) => Promise<T>): Promise<T> {
  if (!existsSync(join(dataDir, 'pgdata'))) throw new Error(`no store in ${dataDir}`);
  const db = await openPglite(dataDir, async () => {
    throw new Error('the store should exist already');
  });
  try {
    return await read(db);
  } finally {
    await db.close();
  }
}
