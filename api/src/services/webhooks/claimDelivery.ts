import type { Database } from '../../db/Database.ts';

/** A delivery claimed for one attempt, with what its endpoint signs and sends it with. */
export interface ClaimedDelivery {
  id: string;
  webhook_id: string;
  event_id: string;
  event_type: string;
  body: string;
  /** This attempt's number, counted at the claim. */
  attempts: number;
  url: string;
  secret_sealed: string;
  /** The secret a rotation replaced while it still signs, else null. */
  previous_secret_sealed: string | null;
}

/**
 * Claims the next attempt to make, or answers undefined when none is due: the endpoint whose due delivery has waited
 * longest among those that are neither sending (on any instance) nor held back by the circuit breaker, and that
 * endpoint's due delivery queued first. Both are leased for `leaseSeconds` (the attempt's timeout and a margin): the
 * endpoint, so that it has one attempt under way at a time and its deliveries go in the order they were queued; the
 * delivery, so that no instance can claim it again while this one sends it. The lease is taken per attempt, right
 * before it is made, so it never has to cover a wait behind other attempts.
 */
export async function claimDelivery(db: Database, leaseSeconds: number): Promise<ClaimedDelivery | undefined> {
  return db.transaction(async (tx) => {
    // SKIP LOCKED: an endpoint another instance is claiming at this moment is left to it; once it commits, its lease
    // makes the endpoint fail the condition, which the lock re-checks.
    const [endpoint] = await tx.query<{ id: string; url: string; secret_sealed: string; previous_secret_sealed: string | null }>(
      `update webhooks w set sending_until = now() + make_interval(secs => $1)
       where w.id = (
         select e.id from webhooks e
         cross join lateral (select min(d.next_attempt_at) as due_since from webhook_deliveries d
                             where d.webhook_id = e.id and d.status = 'pending' and d.next_attempt_at <= now()) due
         where due.due_since is not null
           and (e.sending_until is null or e.sending_until <= now())
           and (e.held_until is null or e.held_until <= now())
         order by due.due_since, e.id
         limit 1 for update of e skip locked)
       returning w.id, w.url, w.secret_sealed,
         case when w.previous_secret_expires_at > now() then w.previous_secret_sealed end as previous_secret_sealed`,
      [leaseSeconds],
    );
    if (!endpoint) return undefined;
    const [delivery] = await tx.query<Pick<ClaimedDelivery, 'id' | 'event_id' | 'event_type' | 'body' | 'attempts'>>(
      `update webhook_deliveries d set attempts = d.attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
       where d.id = (
         select id from webhook_deliveries
         where webhook_id = $1 and status = 'pending' and next_attempt_at <= now()
         order by queued_seq limit 1 for update skip locked)
       returning d.id, d.event_id, d.event_type, d.body, d.attempts`,
      [endpoint.id, leaseSeconds],
    );
    if (!delivery) {
      await tx.query('update webhooks set sending_until = null where id = $1', [endpoint.id]);
      return undefined;
    }
    return {
      ...delivery,
      webhook_id: endpoint.id,
      url: endpoint.url,
      secret_sealed: endpoint.secret_sealed,
      previous_secret_sealed: endpoint.previous_secret_sealed,
    };
  });
}

/** Gives a claimed delivery back untried (the sender is stopping): its attempt uncounted, due at once, its endpoint free. */
export async function handBack(db: Database, claimed: ClaimedDelivery): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('update webhook_deliveries set attempts = attempts - 1, next_attempt_at = now() where id = $1', [claimed.id]);
    await tx.query('update webhooks set sending_until = null where id = $1', [claimed.webhook_id]);
  });
}
