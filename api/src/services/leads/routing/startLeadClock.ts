import type { Database } from '../../../db/Database.ts';
import type { Logger } from '../../../logging/createLogger.ts';
import { every } from '../../scheduler/every.ts';
import { notifyOverdueLeads } from './notifyOverdueLeads.ts';

/**
 * Looks for leads gone overdue now and every `intervalMs` (LEAD_CLOCK_SECONDS) until the returned stop is called,
 * which waits for the look under way. A failed look is logged and tried again next time.
 */
export function startLeadClock(db: Database, options: { publicUrl: string; intervalMs: number; logger: Logger; onQueued: () => void }): () => Promise<void> {
  return every(
    options.intervalMs,
    async () => {
      const told = await notifyOverdueLeads(db, options.publicUrl);
      if (told === 0) return;
      options.logger.info({ event: 'leads_overdue', leads: told }, `[leads] ${told} leads went past the response target unworked; their owners were told`);
      options.onQueued();
    },
    { logger: options.logger, failed: (error) => `[leads] looking for overdue leads failed: ${error.message}; trying again later` },
  );
}
