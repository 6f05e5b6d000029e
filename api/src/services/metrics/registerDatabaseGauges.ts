import { Gauge, type Registry } from 'prom-client';
import type { Queryable } from '../../db/Database.ts';
import { withinTimeout } from '../../withinTimeout.ts';
import { ScrapedGauge } from './ScrapedGauge.ts';

/** As long as /readyz waits for `select 1`: a scrape must answer while the database is away, and Prometheus times out at 10 s. */
const readTimeoutMs = 2_000;
/** Counting stops here, so that a scrape's read stays small whatever piles up. */
export const countCap = 100_000;

interface DatabaseState {
  outbox_pending: number;
  outbox_failed: number;
  oldest_pending_seconds: number | null;
  sync_result: 'ok' | 'failed' | null;
  sync_success_age_seconds: number | null;
  sync_failures: number | null;
}

// One round trip per scrape. The pending rows are read off the outbox's partial index; failed rows are kept until a
// super admin sends them again, and the table holds at most 30 days of sent mail (pruneTables.ts).
const stateQuery = `
  select
    (select count(*)::int from (select 1 from outbox where status = 'pending' limit $1) pending) as outbox_pending,
    (select count(*)::int from (select 1 from outbox where status = 'failed' limit $1) failed) as outbox_failed,
    (select extract(epoch from now() - min(created_at))::float8 from outbox where status = 'pending') as oldest_pending_seconds,
    s.last_result as sync_result,
    extract(epoch from now() - s.last_success_at)::float8 as sync_success_age_seconds,
    s.consecutive_failures as sync_failures
  from (select 1) one left join content_sync_state s on s.id`;

/**
 * Gauges read from the database when scraped: the outbox's backlog and, with a content source, how the mirror's
 * syncs stand. They come from the shared database, so every instance reports the same values. When the database
 * does not answer, the scrape still does: `fleet_database_up` is 0 and these gauges are left out.
 */
export function registerDatabaseGauges(registry: Registry, db: Queryable, { contentSource }: { contentSource: boolean }): void {
  const registers = [registry];
  // The gauges of one scrape are collected together: they share one read.
  let reading: Promise<DatabaseState | undefined> | undefined;
  const read = () =>
    (reading ??= withinTimeout(db.query<DatabaseState>(stateQuery, [countCap]), readTimeoutMs)
      .then(([row]) => row)
      .catch(() => undefined)
      .finally(() => {
        reading = undefined;
      }));

  /** A gauge without labels, read from the state; left out when the read failed or `value` has none. */
  const scraped = (name: string, help: string, value: (state: DatabaseState) => number | null) =>
    new ScrapedGauge({
      name,
      help,
      registers,
      read: async () => {
        const state = await read();
        if (!state) return undefined;
        const current = value(state);
        return current === null ? [] : [{ value: current }];
      },
    });

  new Gauge({
    name: 'fleet_database_up',
    help: 'Whether this scrape could read the database within 2 s (1) or not (0: the gauges read from it are left out)',
    registers,
    async collect() {
      this.set((await read()) ? 1 : 0);
    },
  });
  new ScrapedGauge({
    name: 'fleet_outbox_emails',
    help: `E-mails in the outbox by status: pending (waiting to be sent or tried again) and failed (given up on, for a super admin to send again); counted up to ${countCap}`,
    labelNames: ['status'] as const,
    registers,
    read: async () => {
      const state = await read();
      if (!state) return undefined;
      return [
        { labels: { status: 'pending' }, value: state.outbox_pending },
        { labels: { status: 'failed' }, value: state.outbox_failed },
      ];
    },
  });
  scraped(
    'fleet_outbox_oldest_pending_age_seconds',
    'Seconds since the oldest e-mail still pending was queued; 0 when none waits',
    (state) => state.oldest_pending_seconds ?? 0,
  );
  if (!contentSource) return;
  scraped(
    'fleet_content_sync_last_success_age_seconds',
    'Seconds since a sync of the WordPress mirror last went through (left out until one has)',
    (state) => state.sync_success_age_seconds,
  );
  scraped(
    'fleet_content_sync_last_run_ok',
    'Whether the last sync of the WordPress mirror went through (1) or failed (0); left out before the first',
    (state) => (state.sync_result === null ? null : state.sync_result === 'ok' ? 1 : 0),
  );
  scraped(
    'fleet_content_sync_consecutive_failures',
    'Syncs of the WordPress mirror that failed in a row since the last one that went through',
    (state) => state.sync_failures,
  );
}
