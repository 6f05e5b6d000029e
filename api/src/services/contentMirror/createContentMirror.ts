import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { components } from '@fleet/api-client';
import type { ContentSourceConfig, RateLimit } from '../../config.ts';
import type { Database } from '../../db/Database.ts';
import type { Logger } from '../../logging/createLogger.ts';
import { secretMatches } from '../crypto/secretMatches.ts';
import { addressGroup } from '../rateLimit/addressGroup.ts';
import { hitRateLimit } from '../rateLimit/hitRateLimit.ts';
import { ServiceError } from '../ServiceError.ts';
import { applySnapshot } from './applySnapshot.ts';
import { fetchSnapshot } from './fetchSnapshot.ts';
import { SourceError } from './SourceError.ts';
import { createSourceClient } from './sourceClient.ts';
import {
  type ClaimedSync,
  claimLease,
  iso,
  LeaseLostError,
  nextCheckIn,
  readState,
  recordFailure,
  recordSuccess,
  releaseLease,
  renewLease,
} from './syncState.ts';
import type { MirrorChanges } from './types.ts';

export type ContentSyncStatusJson = components['schemas']['ContentSyncStatus'];

export type SyncOutcome =
  | { result: 'ok'; full: boolean; replaced: boolean; startedAt: Date; finishedAt: Date; changes: MirrorChanges }
  /** Another instance holds the lease; it syncs once more when it is done. */
  | { result: 'queued' }
  /** The timer found nothing due (another instance synced lately). */
  | { result: 'not_due' }
  | { result: 'failed'; error: string };

export interface ContentMirrorOptions {
  source: ContentSourceConfig | undefined;
  logger: Logger;
  /** Called once a sync has committed, so that this instance's cached reads follow at once. */
  onChanged?: () => void;
  /** How long a lease lasts without renewal (each answer from the source renews it). */
  leaseMs?: number;
  timeoutMs?: number;
  maxBytes?: number;
  fetch?: typeof fetch;
}

export interface ContentMirror {
  /** CONTENT_SOURCE_URL is set. */
  readonly configured: boolean;
  /** Syncs now, then whenever a sync is due, until stopped. Nothing without a source. */
  start(): void;
  stop(): Promise<void>;
  /** One sync at once, whatever is due: after the one under way in this instance, if any. */
  syncNow(): Promise<SyncOutcome>;
  /** The WordPress site's push: rate limit, then the shared secret, then syncNow. */
  push(secret: string | undefined, clientIp: string): Promise<SyncOutcome>;
  status(): Promise<ContentSyncStatusJson>;
}

/** Pushes per client address (a newsroom publishing in bursts stays well within it). */
const pushLimits: readonly RateLimit[] = [{ max: 30, windowSeconds: 60 }];

const plural = (n: number, word: string) => `${n} ${word}`;
export const describeChanges = (changes: MirrorChanges) =>
  `${plural(changes.added.length, 'added')}, ${plural(changes.updated.length, 'updated')}, ${plural(changes.removed.length, 'removed')}`;

/**
 * The mirror of a WordPress site (CONTENT_SOURCE_URL) in the content tables that the content API, /blog/all
 * and the post pages read. A first full import replaces the seeded posts; then incremental syncs every
 * CONTENT_SYNC_INTERVAL, and at once when the site pushes. Everything a sync writes is one transaction, so a
 * source that is down or answers garbage leaves the last good mirror as it was; failures are retried sooner,
 * doubling up to the interval, and logged with their reason. One instance syncs at a time (a lease in
 * content_sync_state). Outbound requests go to CONTENT_SOURCE_URL only.
 */
export function createContentMirror(db: Database, options: ContentMirrorOptions): ContentMirror {
  const { source, logger } = options;
  const leaseMs = options.leaseMs ?? 120_000;
  const owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const stopping = new AbortController();
  let running: Promise<SyncOutcome> | undefined;
  let queued: Promise<SyncOutcome> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function runClaimed(source: ContentSourceConfig, claimed: ClaimedSync): Promise<SyncOutcome & { again?: boolean }> {
    const startedAt = new Date();
    const replaced = claimed.sourceUrl !== source.url;
    try {
      const client = createSourceClient({
        baseUrl: source.url,
        signal: stopping.signal,
        afterEachRequest: () => renewLease(db, owner, leaseMs),
        timeoutMs: options.timeoutMs,
        maxBytes: options.maxBytes,
        fetch: options.fetch,
      });
      const mirroredIds = replaced ? new Set<number>() : new Set((await db.query<{ id: number }>('select id from wp_posts')).map((row) => row.id));
      const snapshot = await fetchSnapshot(client, {
        full: replaced || claimed.lastModifiedGmt === null,
        modifiedSince: replaced ? undefined : (claimed.lastModifiedGmt ?? undefined),
        mirroredIds,
      });
      const { changes, again } = await db.transaction(async (tx) => {
        const changes = await applySnapshot(tx, snapshot, { replace: replaced });
        const { again } = await recordSuccess(tx, owner, {
          sourceUrl: source.url,
          replace: replaced,
          full: snapshot.full,
          newestModified: snapshot.newestModified,
          changes,
          intervalMs: source.intervalMs,
        });
        return { changes, again };
      });
      options.onChanged?.();
      const finishedAt = new Date();
      const durationMs = finishedAt.getTime() - startedAt.getTime();
      const changed = changes.added.length + changes.updated.length + changes.removed.length > 0;
      logger[changed || replaced ? 'info' : 'debug'](
        { source: source.url, full: snapshot.full, added: changes.added.length, updated: changes.updated.length, removed: changes.removed.length, durationMs },
        replaced
          ? `[content-sync] First import from ${source.url} in place of the previous content: ${describeChanges(changes)}`
          : `[content-sync] Synced ${source.url}: ${describeChanges(changes)}`,
      );
      return { result: 'ok', full: snapshot.full, replaced, startedAt, finishedAt, changes, again };
    } catch (error) {
      if (stopping.signal.aborted) {
        await releaseLease(db, owner).catch(() => undefined);
        return { result: 'failed', error: 'The server stopped during the sync' };
      }
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof LeaseLostError) {
        logger.warn({ source: source.url }, `[content-sync] ${reason}; its work was dropped`);
        return { result: 'failed', error: reason };
      }
      const waitMs = await recordFailure(db, owner, { error: reason, intervalMs: source.intervalMs }).catch(() => source.intervalMs);
      // A source that is down or answers garbage is the source's story; anything else is ours, with its stack.
      logger.warn(
        { source: source.url, retryInSeconds: Math.round(waitMs / 1000), ...(error instanceof SourceError ? {} : { err: error }) },
        `[content-sync] Could not sync from ${source.url}: ${reason}. The last good mirror stays; next try in ${Math.round(waitMs / 1000)} s`,
      );
      return { result: 'failed', error: reason };
    }
  }

  /** Claims the lease and syncs; once more (up to three rounds) when a push came in meanwhile. */
  async function syncOnce(force: boolean): Promise<SyncOutcome> {
    if (!source) throw new ServiceError('not_found', 'No content source is configured (CONTENT_SOURCE_URL)');
    let first: Extract<SyncOutcome, { result: 'ok' }> | undefined;
    for (let round = 1; ; round++) {
      if (stopped) return { result: 'failed', error: 'The server is stopping' };
      const claim = await claimLease(db, owner, { leaseMs, force: force || round > 1 });
      if (!claim.claimed) return claim.busy ? { result: 'queued' } : { result: 'not_due' };
      const { again, ...outcome } = await runClaimed(source, claim.sync);
      if (outcome.result !== 'ok') return outcome;
      // The rounds as one sync: from the first one's start, with every change.
      const total: typeof outcome = first
        ? {
            ...outcome,
            full: first.full || outcome.full,
            replaced: first.replaced || outcome.replaced,
            startedAt: first.startedAt,
            changes: {
              added: [...first.changes.added, ...outcome.changes.added],
              updated: [...first.changes.updated, ...outcome.changes.updated],
              removed: [...first.changes.removed, ...outcome.changes.removed],
            },
          }
        : outcome;
      if (!again || round >= 3) return total;
      first = total;
    }
  }

  /** One sync at a time in this instance: a forced one asked for while another runs waits for it, then runs. */
  function exclusive(force: boolean): Promise<SyncOutcome> {
    if (!running) {
      running = syncOnce(force).finally(() => {
        running = undefined;
      });
      return running;
    }
    if (!force) return running;
    queued ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = undefined;
        return exclusive(true);
      });
    return queued;
  }

  async function tick() {
    timer = undefined;
    if (stopped || !source) return;
    try {
      await exclusive(false);
    } catch (error) {
      logger.error({ err: error }, `[content-sync] The sync could not run: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (stopped) return;
    const due = await nextCheckIn(db).catch(() => undefined);
    timer = setTimeout(tick, Math.min(source.intervalMs, Math.max(1000, due ?? source.intervalMs)));
  }

  return {
    configured: source !== undefined,

    start() {
      if (!source || stopped || timer) return;
      timer = setTimeout(tick, 0);
    },

    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      stopping.abort(new Error('The server is stopping'));
      await running?.catch(() => undefined);
      await queued?.catch(() => undefined);
    },

    syncNow: () => exclusive(true),

    async push(secret, clientIp) {
      if (!source) throw new ServiceError('not_found', 'No content source is configured (CONTENT_SOURCE_URL)');
      if (!source.secret) throw new ServiceError('not_found', 'Syncing on request is off: CONTENT_SYNC_SECRET is not set');
      await hitRateLimit(db, `content-sync:${addressGroup(clientIp)}`, pushLimits);
      if (!secretMatches(secret, source.secret)) throw new ServiceError('invalid_credentials', 'Invalid sync secret');
      return exclusive(true);
    },

    async status() {
      const state = await readState(db);
      const lastRun: ContentSyncStatusJson['last_run'] =
        state.last_result && state.last_started_at && state.last_finished_at
          ? {
              result: state.last_result,
              full: state.last_full,
              started_at: state.last_started_at.toISOString(),
              finished_at: state.last_finished_at.toISOString(),
              added: state.last_added,
              updated: state.last_updated,
              removed: state.last_removed,
              error: state.last_error,
            }
          : null;
      return {
        configured: source !== undefined,
        source_url: source?.url ?? null,
        interval_seconds: Math.round((source?.intervalMs ?? 300_000) / 1000),
        push_enabled: source?.secret !== undefined,
        running: state.running,
        last_run: lastRun,
        last_success_at: iso(state.last_success_at),
        last_modified_gmt: iso(state.last_modified_gmt),
        consecutive_failures: state.consecutive_failures,
        next_attempt_at: source ? iso(state.next_attempt_at) : null,
        mirrored: { posts: state.posts, categories: state.categories, tags: state.tags, authors: state.authors, media: state.media },
      };
    },
  };
}
