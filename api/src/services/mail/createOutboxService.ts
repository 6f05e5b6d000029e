import type { Database } from '../../db/Database.ts';
import { ServiceError } from '../ServiceError.ts';

/** What people may do with the outbox by hand. */
export function createOutboxService(db: Database, onQueued: () => void) {
  return {
    /**
     * Queues an e-mail whose delivery failed again from scratch: pending, no attempts, no error, due now. Only a
     * failed one: a pending one is still being tried, a sent one arrived (409).
     */
    async resend(id: string): Promise<void> {
      const requeued = await db.query(
        `update outbox set status = 'pending', attempts = 0, last_error = null, next_attempt_at = now()
         where id = $1 and status = 'failed' returning id`,
        [id],
      );
      if (requeued.length === 0) {
        const [row] = await db.query<{ status: string }>('select status from outbox where id = $1', [id]);
        if (!row) throw new ServiceError('not_found', 'E-mail not found');
        throw new ServiceError('conflict', `Only an e-mail whose delivery failed can be sent again; this one is ${row.status}`);
      }
      onQueued();
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
