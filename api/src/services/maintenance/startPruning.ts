import type { Database } from '../../db/Database.ts';
import type { Logger } from '../../logging/createLogger.ts';
import { rollUpPageViews } from '../analytics/rollUpPageViews.ts';
import { pruneTables } from './pruneTables.ts';

const hourMs = 60 * 60 * 1000;

/**
 * Rolls up the page views of the days just ended (rollUpPageViews.ts) and prunes, once now and then every `intervalMs` until the returned stop is called, which waits for the DELETE under way
 * (if any) and skips the rest of that run; a failed run is logged and tried again next time.
 */
export function startPruning(db: Database, logger: Logger, intervalMs = hourMs): () => Promise<void> {
  const stopping = new AbortController();
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = rollUpPageViews(db, new Date(), stopping.signal)
      .then(async (rolledUpDays) => ({ rolledUpDays, deleted: await pruneTables(db, stopping.signal) }))
      .then(
        ({ rolledUpDays, deleted }) => logger.info({ deleted, rolledUpDays }, 'rolled up page views and pruned tables that grow with traffic'),
        (error: unknown) => logger.warn({ err: error }, 'pruning tables failed; trying again at the next interval'),
      );
  };
  run();
  // Unref'd: a timer alone must not keep a stopping process alive.
  const timer = setInterval(run, intervalMs).unref();
  return async () => {
    clearInterval(timer);
    stopping.abort();
    await running;
  };
}
