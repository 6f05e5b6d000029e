import type { WebhookConfig } from '../../config.ts';
import type { Database } from '../../db/Database.ts';
import type { Logger } from '../../logging/createLogger.ts';
import { RepeatingPass } from '../background/RepeatingPass.ts';
import { type SecretBox, secretBox } from '../crypto/secretBox.ts';
import { type ClaimedDelivery, claimDelivery, handBack } from './claimDelivery.ts';
import { type AttemptOutcome, deliverWebhook, type ResolvedAddress } from './deliverWebhook.ts';
import { recordAttempt } from './recordAttempt.ts';
import { webhookSignatures } from './webhookSignature.ts';

export interface WebhookSenderOptions extends WebhookConfig {
  encryptionKey: Buffer;
  logger: Logger;
  pollMs?: number;
  /** What an attempt's lease adds to WEBHOOK_TIMEOUT_SECONDS, for writing its outcome down (30 s unless given). */
  leaseMarginMs?: number;
  /** Endpoints this instance sends to at the same time (8 unless given). */
  parallelEndpoints?: number;
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
}

/**
 * Delivers queued webhook events (enqueueWebhookEvent.ts), at least once. Each attempt is claimed right before it is
 * made (claimDelivery.ts), with a lease of the timeout and a margin on the delivery and its endpoint, so instances
 * share the work, none sends a delivery another is sending, and an endpoint has one attempt under way at a time, in
 * the order its deliveries were queued. Several endpoints are sent to at once, each on its own: a receiver that hangs
 * holds one place until its timeout and delays no other endpoint. Each attempt is signed afresh (Standard Webhooks, by
 * the endpoint's secret and, for a day after a rotation, the one it replaced) and logged; a non-2xx answer or no
 * answer is tried again with backoff, a delivery that keeps failing is marked failed for a super admin to send again,
 * and an endpoint that fails `breakerFailures` times in a row is held back for a while (recordAttempt.ts).
 */
export class WebhookSender {
  private readonly passes: RepeatingPass;
  private readonly db: Database;
  private readonly options: WebhookSenderOptions;
  private readonly secrets: SecretBox;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(db: Database, options: WebhookSenderOptions) {
    this.db = db;
    this.options = options;
    this.secrets = secretBox(options.encryptionKey, 'webhook');
    this.passes = new RepeatingPass(() => this.claimWhatIsDue(), { pollMs: options.pollMs ?? 2000, logger: options.logger, name: '[webhooks] delivery pass' });
  }

  start(): void {
    this.passes.start();
  }

  /** Delivers soon: called after a change that queued events commits. */
  wake(): void {
    this.passes.wake();
  }

  /** Stops claiming, and resolves once the attempts under way are written down; nothing claimed is left unsent. */
  async stop(): Promise<void> {
    await this.passes.stop();
    await Promise.all(this.inFlight);
  }

  private get leaseSeconds(): number {
    return (this.options.timeoutMs + (this.options.leaseMarginMs ?? 30_000)) / 1000;
  }

  /** A pass: starts an attempt for each endpoint with a delivery due, as places free up; it does not wait for them. */
  private async claimWhatIsDue(): Promise<void> {
    while (!this.passes.stopping && this.inFlight.size < (this.options.parallelEndpoints ?? 8)) {
      const claimed = await claimDelivery(this.db, this.leaseSeconds);
      if (!claimed) return;
      if (this.passes.stopping) {
        await handBack(this.db, claimed);
        return;
      }
      const attempt: Promise<void> = this.attempt(claimed)
        .catch((error: Error) =>
          // The leases run out and the delivery is tried again (a database away for a moment, most likely).
          this.options.logger.error({ err: error, deliveryId: claimed.id }, `[webhooks] an attempt could not be written down: ${error.message}`),
        )
        .finally(() => {
          this.inFlight.delete(attempt);
          // The endpoint is free for its next delivery.
          this.passes.wake();
        });
      this.inFlight.add(attempt);
    }
  }

  private async attempt(claimed: ClaimedDelivery): Promise<void> {
    const timestamp = Math.floor(Date.now() / 1000);
    let outcome: AttemptOutcome;
    try {
      const secrets = [claimed.secret_sealed, claimed.previous_secret_sealed]
        .filter((sealed): sealed is string => Boolean(sealed))
        .map((sealed) => this.secrets.open(claimed.webhook_id, sealed));
      outcome = await deliverWebhook(
        claimed.url,
        claimed.body,
        {
          'webhook-id': claimed.event_id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': webhookSignatures(secrets, claimed.event_id, timestamp, claimed.body),
        },
        this.options,
      );
    } catch (error) {
      outcome = { statusCode: null, durationMs: 0, excerpt: null, error: (error as Error).message };
    }
    const { delivered, givingUp, heldUntil } = await recordAttempt(this.db, claimed, outcome, this.options);
    if (delivered) return;
    const why = outcome.error ?? `HTTP ${outcome.statusCode}`;
    const host = new URL(claimed.url).host;
    this.options.logger[givingUp ? 'error' : 'warn'](
      { event: 'webhook_failed', deliveryId: claimed.id, webhookId: claimed.webhook_id, attempt: claimed.attempts, givingUp, error: why },
      `[webhooks] ${claimed.event_type} to ${host} failed (attempt ${claimed.attempts}${givingUp ? ', giving up' : ''}): ${why}`,
    );
    if (heldUntil) {
      this.options.logger.warn(
        { event: 'webhook_held', webhookId: claimed.webhook_id, heldUntil: heldUntil.toISOString() },
        `[webhooks] ${host} keeps failing: its deliveries wait until ${heldUntil.toISOString()}`,
      );
    }
  }
}
