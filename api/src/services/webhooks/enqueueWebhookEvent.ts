import { randomUUID } from 'node:crypto';
import type { WebhookEvent } from '@fleet/api-client';
import type { Queryable } from '../../db/Database.ts';

/**
 * Queues an event for every active endpoint that wants it, in the caller's transaction (the outbox pattern): it is
 * delivered after the commit by WebhookSender, and never without the change that caused it. The body is made here,
 * once, with the event's id, so every attempt and every endpoint gets the same bytes. Answers how many were queued.
 */
export async function enqueueWebhookEvent(tx: Queryable, type: WebhookEvent, data: unknown, at = new Date()): Promise<number> {
  const id = `evt_${randomUUID().replaceAll('-', '')}`;
  const body = JSON.stringify({ id, type, timestamp: at.toISOString(), data });
  const queued = await tx.query(
    `insert into webhook_deliveries (webhook_id, event_id, event_type, body)
     select id, $1, $2, $3 from webhooks where active and $2 = any(events) returning id`,
    [id, type, body],
  );
  return queued.length;
}
