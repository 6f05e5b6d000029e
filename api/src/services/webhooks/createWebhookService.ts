import type { Manager, Webhook, WebhookDelivery, WebhookDeliveryStatus, WebhookEvent } from '@fleet/api-client';
import type { Database } from '../../db/Database.ts';
import { secretBox } from '../crypto/secretBox.ts';
import { ServiceError } from '../ServiceError.ts';
import { checkWebhookUrl } from './webhookAddress.ts';
import { newWebhookSecret } from './webhookSignature.ts';

export interface WebhookChange {
  url?: string;
  events?: WebhookEvent[];
  active?: boolean;
}

const notFound = () => new ServiceError('not_found', 'Webhook not found');

/** How long a rotated-out secret keeps signing beside the new one: the time to give the receiver the new one. */
export const previousSecretHours = 24;

/** The endpoints super admins add, their secrets (sealed at rest, shown once) and their delivery log. */
export function createWebhookService(db: Database, options: { encryptionKey: Buffer; allowedHosts: readonly string[]; onQueued: () => void }) {
  const box = secretBox(options.encryptionKey, 'webhook');
  const seal = (id: string, secret: string) => box.seal(id, secret);

  return {
    async list(): Promise<Webhook[]> {
      const rows = await db.query<{
        id: string;
        url: string;
        events: WebhookEvent[];
        active: boolean;
        created_at: Date;
        created_by_name: string;
        last_status: WebhookDeliveryStatus | null;
        last_at: Date | null;
        failing: number;
        consecutive_failures: number;
        held_until: Date | null;
      }>(
        `select w.id, w.url, w.events, w.active, w.created_at, w.created_by_name, last.status as last_status,
           w.consecutive_failures, case when w.held_until > now() then w.held_until end as held_until,
           coalesce(last.delivered_at, last.created_at) as last_at,
           (select count(*)::int from webhook_deliveries f where f.webhook_id = w.id
              and (f.status = 'failed' or (f.status = 'pending' and f.attempts > 0))) as failing
         from webhooks w
         left join lateral (select status, delivered_at, created_at from webhook_deliveries d where d.webhook_id = w.id
                            order by d.created_at desc limit 1) last on true
         order by w.created_at, w.id`,
      );
      return rows.map((row) => ({
        id: row.id,
        url: row.url,
        events: row.events,
        active: row.active,
        created_at: row.created_at.toISOString(),
        created_by: row.created_by_name,
        last_delivery: row.last_status && row.last_at ? { status: row.last_status, at: row.last_at.toISOString() } : null,
        failing: row.failing,
        consecutive_failures: row.consecutive_failures,
        held_until: row.held_until?.toISOString() ?? null,
      }));
    },

    /** A new endpoint and its secret, which is answered this once. */
    async create(url: string, events: WebhookEvent[], actor: Manager): Promise<{ id: string; secret: string }> {
      const checked = checkWebhookUrl(url, options.allowedHosts);
      const secret = newWebhookSecret();
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: string }>(
          `insert into webhooks (url, events, secret_sealed, created_by_name) values ($1, $2, '', $3) returning id`,
          [checked, [...new Set(events)], actor.name],
        );
        await tx.query('update webhooks set secret_sealed = $2 where id = $1', [row!.id, seal(row!.id, secret)]);
        return { id: row!.id, secret };
      });
    },

    /**
     * Changes an endpoint; answers its URL before and after (the audit trail keeps both hosts). A new URL is a new
     * receiver: its circuit breaker starts closed.
     */
    async update(id: string, change: WebhookChange): Promise<{ url: string; previous_url: string }> {
      const url = change.url === undefined ? null : checkWebhookUrl(change.url, options.allowedHosts);
      const [updated] = await db.query<{ url: string; previous_url: string }>(
        `update webhooks w set url = coalesce($2, w.url), events = coalesce($3, w.events), active = coalesce($4, w.active),
           consecutive_failures = case when $2 is distinct from old.url and $2 is not null then 0 else w.consecutive_failures end,
           held_until = case when $2 is distinct from old.url and $2 is not null then null else w.held_until end
         from (select id, url from webhooks where id = $1 for update) old
         where w.id = old.id returning w.url, old.url as previous_url`,
        [id, url, change.events ? [...new Set(change.events)] : null, change.active ?? null],
      );
      if (!updated) throw notFound();
      return updated;
    },

    async remove(id: string): Promise<void> {
      const removed = await db.query('delete from webhooks where id = $1 returning id', [id]);
      if (removed.length === 0) throw notFound();
    },

    /**
     * A new secret, answered this once. The one it replaces keeps signing beside it for `previousSecretHours`, so
     * deliveries keep being accepted until the receiver has the new one; a second rotation within that time replaces
     * the older of the two.
     */
    async rotateSecret(id: string): Promise<{ id: string; secret: string; previous_secret_expires_at: string; message: string }> {
      const secret = newWebhookSecret();
      const [rotated] = await db.query<{ expires_at: Date }>(
        `update webhooks set previous_secret_sealed = secret_sealed, previous_secret_expires_at = now() + make_interval(hours => $3),
           secret_sealed = $2 where id = $1 returning previous_secret_expires_at as expires_at`,
        [id, seal(id, secret), previousSecretHours],
      );
      if (!rotated) throw notFound();
      return {
        id,
        secret,
        previous_secret_expires_at: rotated.expires_at.toISOString(),
        message: `The old secret keeps working for ${previousSecretHours} hours.`,
      };
    },

    /** An endpoint's 50 latest deliveries, newest first, each with every attempt. */
    async deliveries(webhookId: string): Promise<WebhookDelivery[]> {
      const [endpoint] = await db.query('select 1 from webhooks where id = $1', [webhookId]);
      if (!endpoint) throw notFound();
      const rows = await db.query<{
        id: string;
        event_id: string;
        event_type: WebhookEvent;
        status: WebhookDelivery['status'];
        attempts: number;
        created_at: Date;
        delivered_at: Date | null;
        next_attempt_at: Date;
        log: { at: string; status_code: number | null; duration_ms: number; excerpt: string | null; error: string | null }[];
      }>(
        `select d.id, d.event_id, d.event_type, d.status, d.attempts, d.created_at, d.delivered_at,
           -- A held endpoint's deliveries wait for the hold to end.
           greatest(d.next_attempt_at, (select held_until from webhooks where id = d.webhook_id and held_until > now())) as next_attempt_at,
           coalesce((select json_agg(json_build_object('at', a.at, 'status_code', a.status_code, 'duration_ms', a.duration_ms,
             'excerpt', a.excerpt, 'error', a.error) order by a.id) from webhook_attempts a where a.delivery_id = d.id), '[]') as log
         from webhook_deliveries d where d.webhook_id = $1 order by d.created_at desc, d.id desc limit 50`,
        [webhookId],
      );
      return rows.map((row) => ({
        id: row.id,
        event_id: row.event_id,
        event_type: row.event_type,
        status: row.status,
        attempts: row.attempts,
        created_at: row.created_at.toISOString(),
        delivered_at: row.delivered_at?.toISOString() ?? null,
        next_attempt_at: row.status === 'pending' ? row.next_attempt_at.toISOString() : null,
        log: row.log.map((attempt) => ({ ...attempt, at: new Date(attempt.at).toISOString() })),
      }));
    },

    /**
     * Queues a delivery again from its first attempt (its log stays); not one still being tried (409). A super admin
     * who sends again means now: a hold on its endpoint ends, though one more failure holds it again at once.
     */
    async resend(deliveryId: string): Promise<void> {
      const requeued = await db.transaction(async (tx) => {
        const rows = await tx.query<{ webhook_id: string }>(
          `update webhook_deliveries set status = 'pending', attempts = 0, next_attempt_at = now(), delivered_at = null, failed_at = null
           where id = $1 and status <> 'pending' returning webhook_id`,
          [deliveryId],
        );
        if (rows[0]) await tx.query('update webhooks set held_until = null where id = $1', [rows[0].webhook_id]);
        return rows;
      });
      if (requeued.length === 0) {
        const [row] = await db.query('select 1 from webhook_deliveries where id = $1', [deliveryId]);
        if (!row) throw new ServiceError('not_found', 'Delivery not found');
        throw new ServiceError('conflict', 'This delivery is still being tried');
      }
      options.onQueued();
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
