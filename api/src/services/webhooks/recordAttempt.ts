import type { Database } from '../../db/Database.ts';
import { type AttemptVerdict, retryDelaySeconds } from '../outbox/RetrySchedule.ts';
import type { ClaimedDelivery } from './claimDelivery.ts';
import type { AttemptOutcome } from './deliverWebhook.ts';

/** The circuit breaker (WEBHOOK_BREAKER_FAILURES, WEBHOOK_BREAKER_SECONDS). */
export interface BreakerPolicy {
  /** Failed attempts in a row after which the endpoint is held back. */
  breakerFailures: number;
  /** The first hold; each further failed attempt doubles it, up to an hour. */
  breakerSeconds: number;
}

/** The hold after `failures` failed attempts in a row: none below the threshold, then the first hold doubling to an hour. */
export function holdSeconds(failures: number, policy: BreakerPolicy): number {
  if (failures < policy.breakerFailures) return 0;
  return retryDelaySeconds(failures - policy.breakerFailures + 1, policy.breakerSeconds);
}

/**
 * Writes down one attempt, in one transaction: the log line, the delivery's new state (delivered; due again after the
 * backoff; or failed after its last attempt, as the verdict says) and its endpoint's, which is freed for its next
 * attempt and whose circuit breaker counts the attempt. A delivered attempt closes the breaker; the failed attempt that
 * reaches `breakerFailures` in a row holds the endpoint back, and so does each one after it (the single attempt let
 * through when a hold ends), for longer each time. While an endpoint is held its deliveries are not claimed, so their
 * attempts are not used up. Answers until when the endpoint is held back, when this attempt made or kept it so.
 */
export async function recordAttempt(
  db: Database,
  claimed: ClaimedDelivery,
  outcome: AttemptOutcome,
  verdict: AttemptVerdict,
  breaker: BreakerPolicy,
): Promise<Date | null> {
  const status = verdict.delivered ? 'delivered' : verdict.givingUp ? 'failed' : 'pending';
  return db.transaction(async (tx) => {
    // The endpoint's row first, then the delivery's: the order its deletion takes them (the endpoint, then its
    // deliveries by cascade). Taken the other way round, an endpoint deleted while an attempt is recorded is a deadlock
    // on PostgreSQL.
    const [endpoint] = await tx.query<{ consecutive_failures: number }>(
      `update webhooks set sending_until = null, consecutive_failures = case when $2 then 0 else consecutive_failures + 1 end
       where id = $1 returning consecutive_failures`,
      [claimed.webhook_id, verdict.delivered],
    );
    const hold = endpoint ? holdSeconds(endpoint.consecutive_failures, breaker) : 0;
    const [held] = await tx.query<{ held_until: Date | null }>(
      `update webhooks set held_until = case when $2 > 0 then now() + make_interval(secs => $2) end where id = $1 returning held_until`,
      [claimed.webhook_id, hold],
    );
    await tx.query('insert into webhook_attempts (delivery_id, status_code, duration_ms, excerpt, error) values ($1, $2, $3, $4, $5)', [
      claimed.id,
      outcome.statusCode,
      outcome.durationMs,
      outcome.excerpt,
      outcome.error,
    ]);
    await tx.query(
      `update webhook_deliveries set status = $2, delivered_at = case when $2 = 'delivered' then now() end,
         failed_at = case when $2 = 'failed' then now() end, next_attempt_at = now() + make_interval(secs => $3)
       where id = $1`,
      [claimed.id, status, verdict.retryInSeconds],
    );
    return held?.held_until ?? null;
  });
}
