import type { WebhookConfig } from '../../config.ts';
import type { Database } from '../../db/Database.ts';
import type { Logger } from '../../logging/createLogger.ts';
import { RepeatingPass } from '../background/RepeatingPass.ts';
import { type SecretBox, secretBox } from '../crypto/secretBox.ts';
import { retryDelaySeconds } from '../mail/OutboxSender.ts';
import { type AttemptOutcome, deliverWebhook, type ResolvedAddress } from './deliverWebhook.ts';
import { webhookSignature } from './webhookSignature.ts';

interface DeliveryRow {
  id: string;
  webhook_id: string;
  event_id: string;
  event_type: string;
  body: string;
  attempts: number;
  url: string;
  secret_sealed: string;
}

export interface WebhookSenderOptions extends WebhookConfig {
  encryptionKey: Buffer;
  logger: Logger;
  pollMs?: number;
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
}

/**
 * Delivers queued webhook events (enqueueWebhookEvent.ts), at least once: rows are claimed with a lease (SKIP LOCKED)
 * so that instances share the work, each attempt is signed afresh (Standard Webhooks) and logged, a non-2xx answer or
 * no answer is tried again with backoff, and a delivery that keeps failing is marked failed for a super admin to send
 * again. Several deliveries go out at once, each endpoint's one after another.
 */
export class WebhookSender {
  private readonly passes: RepeatingPass;
  private readonly db: Database;
  private readonly options: WebhookSenderOptions;
  private readonly secrets: SecretBox;

  constructor(db: Database, options: WebhookSenderOptions) {
    this.db = db;
    this.options = options;
    this.secrets = secretBox(options.encryptionKey, 'webhook');
    this.passes = new RepeatingPass(() => this.drain(), { pollMs: options.pollMs ?? 2000, logger: options.logger, name: '[webhooks] delivery pass' });
  }

  start(): void {
    this.passes.start();
  }

  /** Delivers soon: called after a change that queued events commits. */
  wake(): void {
    this.passes.wake();
  }

  /** Stops after the attempts under way are recorded; claimed rows not yet tried are handed back. */
  stop(): Promise<void> {
    return this.passes.stop();
  }

  private async drain(): Promise<void> {
    for (;;) {
      if (this.passes.stopping) return;
      // The lease outlasts the longest attempt, so a delivery under way is never claimed twice.
      const batch = await this.db.query<DeliveryRow>(
        `update webhook_deliveries d set attempts = d.attempts + 1, next_attempt_at = now() + make_interval(secs => $1)
         from webhooks w
         where w.id = d.webhook_id and d.id in (
           select id from webhook_deliveries where status = 'pending' and next_attempt_at <= now()
           order by next_attempt_at limit 10 for update skip locked)
         returning d.id, d.webhook_id, d.event_id, d.event_type, d.body, d.attempts, w.url, w.secret_sealed`,
        [Math.ceil(this.options.timeoutMs / 1000) + 60],
      );
      if (batch.length === 0) return;
      // One endpoint's deliveries in the order they were queued; different endpoints at the same time.
      const byEndpoint = new Map<string, DeliveryRow[]>();
      for (const row of batch) byEndpoint.set(row.webhook_id, [...(byEndpoint.get(row.webhook_id) ?? []), row]);
      await Promise.all([...byEndpoint.values()].map((rows) => this.sendInTurn(rows)));
    }
  }

  private async sendInTurn(rows: DeliveryRow[]): Promise<void> {
    for (const [index, row] of rows.entries()) {
      if (this.passes.stopping) {
        const left = rows.slice(index).map((unsent) => unsent.id);
        await this.db.query(`update webhook_deliveries set attempts = attempts - 1, next_attempt_at = now() where id = any($1::uuid[])`, [left]);
        return;
      }
      await this.send(row);
    }
  }

  private async send(row: DeliveryRow): Promise<void> {
    const timestamp = Math.floor(Date.now() / 1000);
    let outcome: AttemptOutcome;
    try {
      const secret = this.secrets.open(row.webhook_id, row.secret_sealed);
      outcome = await deliverWebhook(
        row.url,
        row.body,
        {
          'webhook-id': row.event_id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': webhookSignature(secret, row.event_id, timestamp, row.body),
        },
        this.options,
      );
    } catch (error) {
      outcome = { statusCode: null, durationMs: 0, excerpt: null, error: (error as Error).message };
    }
    const delivered = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    const givingUp = !delivered && row.attempts >= this.options.maxAttempts;
    await this.db.transaction(async (tx) => {
      await tx.query('insert into webhook_attempts (delivery_id, status_code, duration_ms, excerpt, error) values ($1, $2, $3, $4, $5)', [
        row.id,
        outcome.statusCode,
        outcome.durationMs,
        outcome.excerpt,
        outcome.error,
      ]);
      await tx.query(
        `update webhook_deliveries set status = $2, delivered_at = case when $2 = 'delivered' then now() end,
         next_attempt_at = now() + make_interval(secs => $3) where id = $1`,
        [row.id, delivered ? 'delivered' : givingUp ? 'failed' : 'pending', delivered ? 0 : retryDelaySeconds(row.attempts, this.options.retrySeconds)],
      );
    });
    if (!delivered) {
      const why = outcome.error ?? `HTTP ${outcome.statusCode}`;
      this.options.logger[givingUp ? 'error' : 'warn'](
        { event: 'webhook_failed', deliveryId: row.id, webhookId: row.webhook_id, attempt: row.attempts, givingUp, error: why },
        `[webhooks] ${row.event_type} to ${new URL(row.url).host} failed (attempt ${row.attempts}${givingUp ? ', giving up' : ''}): ${why}`,
      );
    }
  }
}
