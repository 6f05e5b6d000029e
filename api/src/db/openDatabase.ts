import type { Config } from '../config.ts';
import type { Logger } from '../logging/createLogger.ts';
import type { Database } from './Database.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './openPglite.ts';
import { openPostgres } from './openPostgres.ts';
import { seedIfEmpty } from './seed/seedIfEmpty.ts';

/**
 * PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR; migrated and seeded. Says what
 * it is doing, so that the first start, which builds and seeds the database, is not a silent wait.
 */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'databaseStatementTimeoutMs'>, logger: Logger): Promise<Database> {
  const started = performance.now();
  const db = config.databaseUrl
    ? await openPostgres(config.databaseUrl, undefined, logger, config.databaseStatementTimeoutMs)
    : await openPglite(
        config.dataDir,
        async (fresh) => {
          await migrate(fresh, logger);
          await seedIfEmpty(fresh, logger);
        },
        logger,
      );
  try {
    await migrate(db, logger);
    await seedIfEmpty(db, logger);
    const durationMs = Math.round(performance.now() - started);
    logger.info({ durationMs }, `Database ready in ${(durationMs / 1000).toFixed(1)} s`);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
