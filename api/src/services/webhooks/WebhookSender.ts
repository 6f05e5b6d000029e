import type { WebhookConfig } from '../../config.ts';
import type { Database } from '../../db/Database.ts';
import type { Logger } from '../../logging/createLogger.ts';
import { secretBox } from '../crypto/secretBox.ts';
import { OutboxEngine } from '../outbox/OutboxEngine.ts';
import { doublingRetries } from '../outbox/RetrySchedule.ts';
import type { ClaimedDelivery } from './claimDelivery.ts';
import type { ResolvedAddress } from './deliverWebhook.ts';
import { type WebhookOutcome, webhookChannel } from './webhookChannel.ts';

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
 * Delivers queued webhook events (enqueueWebhookEvent.ts), at least once, on the outbox engine (webhookChannel.ts).
 * Each attempt is claimed right before it is made (claimDelivery.ts), with a lease of the timeout and a margin on the
 * delivery and its endpoint, so instances share the work, none sends a delivery another is sending, and an endpoint
 * has one attempt under way at a time, in the order its deliveries were queued. Several endpoints are sent to at once,
 * each on its own: a receiver that hangs holds one place until its timeout and delays no other endpoint. A non-2xx
 * answer or no answer is tried again with backoff, a delivery that keeps failing is marked failed for a super admin to
 * send again, and an endpoint that fails `breakerFailures` times in a row is held back for a while (recordAttempt.ts).
 */
export class WebhookSender {
  private readonly engine: OutboxEngine<ClaimedDelivery, WebhookOutcome>;

  constructor(db: Database, options: WebhookSenderOptions) {
    const leaseSeconds = (options.timeoutMs + (options.leaseMarginMs ?? 30_000)) / 1000;
    this.engine = new OutboxEngine(webhookChannel(db, secretBox(options.encryptionKey, 'webhook'), { ...options, leaseSeconds }), {
      retries: doublingRetries(options.maxAttempts, options.retrySeconds),
      pollMs: options.pollMs ?? 2000,
      concurrency: options.parallelEndpoints ?? 8,
      logger: options.logger,
      label: '[webhooks]',
      passName: 'delivery pass',
      idField: 'deliveryId',
    });
  }

  start(): void {
    this.engine.start();
  }

  /** Delivers soon: called after a change that queued events commits. */
  wake(): void {
    this.engine.wake();
  }

  /** Stops claiming, and resolves once the attempts under way are written down; nothing claimed is left unsent. */
  stop(): Promise<void> {
    return this.engine.stop();
  }
}
