import type { Logger } from '../../logging/createLogger.ts';
import type { Database } from '../Database.ts';
import { seedContent } from './content/seedContent.ts';
import { seedCatalogue } from './seedCatalogue.ts';

/** Seeds the catalogue and the blog on the first start (once, even with several instances starting). */
export async function seedIfEmpty(db: Database, logger?: Logger): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(7404)');
    const [row] = await tx.query<{ n: number }>('select count(*)::int as n from fleet_stats');
    if ((row?.n ?? 0) > 0) return false;
    logger?.info('Seeding the catalogue and the blog…');
    await seedCatalogue(tx);
    await seedContent(tx);
    return true;
  });
  // PGlite has no autovacuum worker: give the planner statistics after a bulk load.
  if (seeded) await db.exec('analyze');
  return seeded;
}
