import type { Database } from '../../db/Database.ts';
import type { Logger } from '../../logging/createLogger.ts';
import type { SecretBox } from '../crypto/secretBox.ts';
import type { OutboxChannel } from '../outbox/OutboxEngine.ts';
import { type ClaimedDelivery, claimDelivery, handBack } from './claimDelivery.ts';
import { type AttemptOutcome, type DeliverOptions, deliverWebhook } from './deliverWebhook.ts';
import { type BreakerPolicy, recordAttempt } from './recordAttempt.ts';
import { webhookSignatures } from './webhookSignature.ts';

export type WebhookOutcome = AttemptOutcome & { delivered: boolean };

export interface WebhookChannelOptions extends DeliverOptions, BreakerPolicy {
  /** How long an attempt's claim lasts: its timeout and a margin for writing its outcome down. */
  leaseSeconds: number;
  logger: Logger;
}

/**
 * Webhook deliveries as the outbox engine's channel: one attempt claimed at a time, per endpoint (claimDelivery.ts),
 * signed afresh (Standard Webhooks, by the endpoint's secret and, for a day after a rotation, the one it replaced),
 * and written down with the endpoint's circuit breaker (recordAttempt.ts). A 2xx answer is delivered; any other
 * answer, or none, is a failed attempt.
 */
export function webhookChannel(db: Database, secrets: SecretBox, options: WebhookChannelOptions): OutboxChannel<ClaimedDelivery, WebhookOutcome> {
  return {
    async claim() {
      const claimed = await claimDelivery(db, options.leaseSeconds);
      return claimed ? [claimed] : [];
    },

    async handBack(rows) {
      for (const claimed of rows) await handBack(db, claimed);
    },

    async send(claimed) {
      const timestamp = Math.floor(Date.now() / 1000);
      let outcome: AttemptOutcome;
      try {
        const signingSecrets = [claimed.secret_sealed, claimed.previous_secret_sealed]
          .filter((sealed): sealed is string => Boolean(sealed))
          .map((sealed) => secrets.open(claimed.webhook_id, sealed));
        outcome = await deliverWebhook(
          claimed.url,
          claimed.body,
          {
            'webhook-id': claimed.event_id,
            'webhook-timestamp': String(timestamp),
            'webhook-signature': webhookSignatures(signingSecrets, claimed.event_id, timestamp, claimed.body),
          },
          options,
        );
      } catch (error) {
        outcome = { statusCode: null, durationMs: 0, excerpt: null, error: (error as Error).message };
      }
      return { ...outcome, delivered: outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300 };
    },

    async record(claimed, { delivered, ...outcome }, verdict) {
      const heldUntil = await recordAttempt(db, claimed, outcome, verdict, options);
      if (delivered) return;
      const why = outcome.error ?? `HTTP ${outcome.statusCode}`;
      const host = new URL(claimed.url).host;
      const { givingUp } = verdict;
      options.logger[givingUp ? 'error' : 'warn'](
        { event: 'webhook_failed', deliveryId: claimed.id, webhookId: claimed.webhook_id, attempt: claimed.attempts, givingUp, error: why },
        `[webhooks] ${claimed.event_type} to ${host} failed (attempt ${claimed.attempts}${givingUp ? ', giving up' : ''}): ${why}`,
      );
      if (heldUntil) {
        options.logger.warn(
          { event: 'webhook_held', webhookId: claimed.webhook_id, heldUntil: heldUntil.toISOString() },
          `[webhooks] ${host} keeps failing: its deliveries wait until ${heldUntil.toISOString()}`,
        );
      }
    },
  };
}
