import type { Queryable } from '../../db/Database.ts';
import { sessionPolicy } from '../auth/sessionPolicy.ts';
import { forgetAfterSeconds } from '../auth/signInThrottle.ts';

/** Sent mail is kept this long for support questions ('did the e-mail go out?'), then dropped. */
export const sentMailRetentionDays = 30;

/**
 * Webhook deliveries are kept this long after they were delivered or given up on: a failed one stays in its endpoint's
 * log that long for a super admin to send again.
 */
export const webhookDeliveryRetentionDays = 30;

/** Page views are kept this long, each as it was counted (docs/operations.md, 'Page views'), then dropped; their days' figures stay. */
export const pageViewRetentionDays = 90;

export interface PruneCounts {
  sessions: number;
  rateLimits: number;
  loginFailures: number;
  signInChallenges: number;
  sentMail: number;
  deliveredWebhooks: number;
  failedWebhooks: number;
  /** Secrets a rotation replaced, dropped once their day beside the new one is over. */
  webhookSecretsRetired: number;
  pageViews: number;
}

/**
 * Deletes what traffic leaves behind once nothing reads it: sessions past their end or idle too long, rate-limit windows
 * that have closed (a key ends in its window's length, `form:203.0.113.7:600`), sign-in failures the
 * throttle no longer counts, sign-ins that never got their code, mail sent long ago, webhook deliveries delivered or
 * given up on long ago, webhook secrets past their grace, and page views past their retention. Leads and demo links
 * are never touched. Each statement stands alone, so instances running it at the same time only share the work, and a
 * run stopped (`stop` aborted) between two of them leaves nothing half-done: the statements it skips count 0 and run
 * next time.
 */
export async function pruneTables(db: Queryable, stop?: AbortSignal): Promise<PruneCounts> {
  const deleted = async (sql: string, params: unknown[] = []) =>
    stop?.aborted ? 0 : ((await db.query<{ n: number }>(`with gone as (${sql} returning 1) select count(*)::int as n from gone`, params))[0]?.n ?? 0);
  return {
    sessions: await deleted('delete from sessions where expires_at < now() or last_seen_at < now() - make_interval(secs => $1)', [sessionPolicy.idleSeconds]),
    rateLimits: await deleted(`delete from rate_limits where window_start + make_interval(secs => substring(key from ':(\\d+)$')::int) < now()`),
    loginFailures: await deleted('delete from login_failures where last_failure_at < now() - make_interval(secs => $1)', [forgetAfterSeconds]),
    signInChallenges: await deleted('delete from signin_challenges where expires_at < now()'),
    sentMail: await deleted(`delete from outbox where status = 'sent' and sent_at < now() - make_interval(days => $1)`, [sentMailRetentionDays]),
    deliveredWebhooks: await deleted(`delete from webhook_deliveries where status = 'delivered' and delivered_at < now() - make_interval(days => $1)`, [
      webhookDeliveryRetentionDays,
    ]),
    failedWebhooks: await deleted(`delete from webhook_deliveries where status = 'failed' and failed_at < now() - make_interval(days => $1)`, [
      webhookDeliveryRetentionDays,
    ]),
    // Sealed, and no longer signing; still a secret a receiver may accept, so not kept past its use.
    webhookSecretsRetired: await deleted(
      `update webhooks set previous_secret_sealed = null, previous_secret_expires_at = null where previous_secret_expires_at <= now()`,
    ),
    // Only views whose day is rolled up (rollUpPageViews.ts): a day's figures outlive its views.
    pageViews: await deleted(
      `delete from page_views v where viewed_at < now() - make_interval(days => $1)
       and exists (select 1 from analytics_days d where d.day = (v.viewed_at at time zone 'UTC')::date)`,
      [pageViewRetentionDays],
    ),
  };
}
