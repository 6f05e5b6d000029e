import type { Database } from '../../db/Database.ts';
import type { Logger } from '../../logging/createLogger.ts';
import { every } from '../scheduler/every.ts';
import { pruneTables } from './pruneTables.ts';

const hourMs = 60 * 60 * 1000;

/**
 * Prunes (pruneTables.ts) once now and then every `intervalMs` until the returned stop is called, which waits for the
 * DELETE under way (if any) and skips the rest of that run; a failed run is logged and tried again next time.
 */
export function startPruning(db: Database, logger: Logger, intervalMs = hourMs): () => Promise<void> {
  return every(
    intervalMs,
    async (stop) => {
      const deleted = await pruneTables(db, stop);
      logger.info({ deleted }, 'pruned tables that grow with traffic');
    },
    { logger, failed: () => 'pruning tables failed; trying again at the next interval' },
  );
}
