import type { Database } from '../../db/Database.ts';
import type { Logger } from '../../logging/createLogger.ts';
import { every } from '../scheduler/every.ts';
import { rollUpPageViews } from './rollUpPageViews.ts';

const hourMs = 60 * 60 * 1000;

/**
 * Rolls up the page views of the days just ended (rollUpPageViews.ts) once now and then every `intervalMs` until the
 * returned stop is called, which waits for the day under way and skips the rest; a failed run is logged and tried
 * again next time.
 */
export function startPageViewRollup(db: Database, logger: Logger, intervalMs = hourMs): () => Promise<void> {
  return every(
    intervalMs,
    async (stop) => {
      const rolledUpDays = await rollUpPageViews(db, new Date(), stop);
      logger.info({ rolledUpDays }, 'rolled up page views');
    },
    { logger, failed: () => 'rolling up page views failed; trying again at the next interval' },
  );
}
