import type { Config } from '../config.ts';
import type { Database } from './Database.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './openPglite.ts';
import { openPostgres } from './openPostgres.ts';
import { seedIfEmpty } from './seed/seedIfEmpty.ts';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR; migrated and seeded. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  const db = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite(config.dataDir, async (fresh) => {
        await migrate(fresh);
        await seedIfEmpty(fresh);
      });
  try {
    await migrate(db);
    await seedIfEmpty(db);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
