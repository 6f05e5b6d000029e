import type { Queryable } from '../../db/Database.ts';
import type { MirrorChanges } from './types.ts';

/** The lease ran out while this instance was still reading (it took longer than the lease): its work is dropped. */
export class LeaseLostError extends Error {
  override readonly name = 'LeaseLostError';
}

export interface ClaimedSync {
  /** The source the content tables mirror now; null while they hold the seeded posts. */
  sourceUrl: string | null;
  lastModifiedGmt: string | null;
}

export type Claim = { claimed: true; sync: ClaimedSync } | { claimed: false; busy: boolean };

const seconds = (ms: number) => ms / 1000;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * Takes the lease to sync, when no other instance holds it and a sync is due (or `force`, for a push or by
 * hand). A push that finds another instance syncing leaves a request, which that instance honours when done.
 */
export async function claimLease(db: Queryable, owner: string, { leaseMs, force }: { leaseMs: number; force: boolean }): Promise<Claim> {
  const [row] = await db.query<{ source_url: string | null; last_modified_gmt: Date | null }>(
    `update content_sync_state set lease_owner = $1, lease_until = now() + make_interval(secs => $2::float8), run_started_at = now()
     where id and (lease_until is null or lease_until < now() or lease_owner = $1)
       and ($3::boolean or next_attempt_at is null or next_attempt_at <= now())
     returning source_url, last_modified_gmt`,
    [owner, seconds(leaseMs), force],
  );
  if (row) return { claimed: true, sync: { sourceUrl: row.source_url, lastModifiedGmt: iso(row.last_modified_gmt) } };
  const [held] = await db.query<{ busy: boolean }>(
    `update content_sync_state set requested_at = case when $1::boolean then now() else requested_at end
     where id returning coalesce(lease_until > now(), false) as busy`,
    [force],
  );
  return { claimed: false, busy: held?.busy ?? false };
}

/** Keeps the lease while the sync reads; throws when another instance has taken it since. */
export async function renewLease(db: Queryable, owner: string, leaseMs: number): Promise<void> {
  const rows = await db.query(
    'update content_sync_state set lease_until = now() + make_interval(secs => $2::float8) where id and lease_owner = $1 returning 1',
    [owner, seconds(leaseMs)],
  );
  if (rows.length === 0) throw new LeaseLostError('The sync took longer than its lease and another instance took over');
}

export async function releaseLease(db: Queryable, owner: string): Promise<void> {
  await db.query('update content_sync_state set lease_owner = null, lease_until = null where id and lease_owner = $1', [owner]);
}

export interface SuccessRecord {
  sourceUrl: string;
  replace: boolean;
  full: boolean;
  newestModified: string | undefined;
  changes: MirrorChanges;
  intervalMs: number;
}

/**
 * Inside the sync's own transaction: checks that this instance still holds the lease (locking the row until
 * commit), then records the success and lets the lease go. Resolves to whether a push asked for another sync
 * meanwhile.
 */
export async function recordSuccess(tx: Queryable, owner: string, record: SuccessRecord): Promise<{ again: boolean }> {
  const [held] = await tx.query<{ lease_owner: string | null; again: boolean }>(
    'select lease_owner, coalesce(requested_at >= run_started_at, false) as again from content_sync_state where id for update',
  );
  if (held?.lease_owner !== owner) throw new LeaseLostError('The sync took longer than its lease and another instance took over');
  await tx.query(
    `update content_sync_state set
       source_url = $2,
       last_modified_gmt = case when $3::boolean then $4::timestamptz else greatest(last_modified_gmt, $4::timestamptz) end,
       last_started_at = run_started_at, last_finished_at = now(), last_result = 'ok', last_full = $5::boolean,
       last_added = $6, last_updated = $7, last_removed = $8, last_error = null, last_success_at = now(),
       consecutive_failures = 0, next_attempt_at = now() + make_interval(secs => $9::float8),
       lease_owner = null, lease_until = null, requested_at = null
     where id and lease_owner = $1`,
    [
      owner,
      record.sourceUrl,
      record.replace,
      record.newestModified ?? null,
      record.full,
      record.changes.added.length,
      record.changes.updated.length,
      record.changes.removed.length,
      seconds(record.intervalMs),
    ],
  );
  return { again: held.again };
}

/**
 * Records a failed sync and when to try again: after 1/32 of the interval (at least a second), doubling
 * with each failure in a row, never longer than the interval. Resolves to the wait, in milliseconds.
 */
export async function recordFailure(db: Queryable, owner: string, { error, intervalMs }: { error: string; intervalMs: number }): Promise<number> {
  const [row] = await db.query<{ failures: number; wait_ms: number }>(
    `update content_sync_state set
       last_started_at = run_started_at, last_finished_at = now(), last_result = 'failed', last_full = false, last_added = 0, last_updated = 0, last_removed = 0,
       last_error = $2, consecutive_failures = consecutive_failures + 1,
       next_attempt_at = now() + make_interval(secs => least($3::float8, greatest(1, $3::float8 / 32) * power(2, least(consecutive_failures, 30)))),
       lease_owner = null, lease_until = null
     where id and lease_owner = $1
     returning consecutive_failures as failures,
       (extract(epoch from next_attempt_at - now()) * 1000)::int as wait_ms`,
    [owner, error.slice(0, 1000), seconds(intervalMs)],
  );
  return row?.wait_ms ?? intervalMs;
}

/** How long until this instance should look again: when the next sync is due, or the lease of another runs out. */
export async function nextCheckIn(db: Queryable): Promise<number | undefined> {
  const [row] = await db.query<{ wait_ms: number | null }>(
    `select (extract(epoch from greatest(coalesce(next_attempt_at, now()), case when lease_until > now() then lease_until else now() end) - now()) * 1000)::int
       as wait_ms from content_sync_state where id`,
  );
  return row?.wait_ms ?? undefined;
}

export interface StateRow {
  source_url: string | null;
  last_modified_gmt: Date | null;
  last_started_at: Date | null;
  last_finished_at: Date | null;
  last_result: 'ok' | 'failed' | null;
  last_full: boolean;
  last_added: number;
  last_updated: number;
  last_removed: number;
  last_error: string | null;
  last_success_at: Date | null;
  consecutive_failures: number;
  next_attempt_at: Date | null;
  running: boolean;
  posts: number;
  categories: number;
  tags: number;
  authors: number;
  media: number;
}

/** The state row with what the content tables hold now. */
export async function readState(db: Queryable): Promise<StateRow> {
  const [row] = await db.query<StateRow>(
    `select source_url, last_modified_gmt, last_started_at, last_finished_at, last_result, last_full, last_added, last_updated,
       last_removed, last_error, last_success_at, consecutive_failures, next_attempt_at, coalesce(lease_until > now(), false) as running,
       (select count(*)::int from wp_posts where status = 'publish') as posts,
       (select count(*)::int from wp_categories) as categories,
       (select count(*)::int from wp_tags) as tags,
       (select count(*)::int from wp_authors) as authors,
       (select count(*)::int from wp_media) as media
     from content_sync_state where id`,
  );
  if (!row) throw new Error('content_sync_state has no row: run the migrations');
  return row;
}

export { iso };
