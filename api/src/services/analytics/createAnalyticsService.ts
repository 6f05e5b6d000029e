import { createHmac } from 'node:crypto';
import type { LeadAttribution } from '@fleet/api-client';
import { isbot } from 'isbot';
import type { Queryable } from '../../db/Database.ts';
import type { Logger } from '../../logging/createLogger.ts';
import { dailySalt, utcDay } from './dailySalt.ts';
import { type DeviceClass, deviceClass } from './deviceClass.ts';
import type { PageViewFields } from './pageViewFrom.ts';
import { type RecordedView, visitAttribution } from './visitAttribution.ts';

/** Who sent a view, as the request says; neither is stored. */
export interface Sender {
  address: string;
  userAgent: string;
}

export type RecordOutcome = 'recorded' | 'bot' | 'limited';

export interface AnalyticsService {
  /** Counts a view: written with the next batch, unless it comes from a bot or from an address past its limit. */
  record(view: PageViewFields, sender: Sender): Promise<RecordOutcome>;
  /** Today's visitor for a sender: HMAC(the day's salt, site + address + user agent), 16 bytes. */
  visitorOf(sender: Sender): Promise<Buffer>;
  /**
   * Where a sender's visit going on now came from, found by today's hash (so a view of an earlier day, whose salt is
   * gone, can never be joined): for a lead they are sending.
   */
  attributionOf(sender: Sender): Promise<LeadAttribution>;
  /** Writes the views waiting now. */
  flush(): Promise<void>;
  /** Writes what waits and takes no more timers (the server's shutdown). */
  stop(): Promise<void>;
}

export interface AnalyticsOptions {
  /** The site the visitors are counted for (PUBLIC_URL): part of each visitor's hash. */
  site: string;
  logger: Logger;
  now?: () => Date;
  /** Views an address may send in a minute before they are refused (429); each instance counts its own. 0: no limit. */
  perAddressPerMinute?: number;
  /** How long a view waits to be written with others. */
  batchMs?: number;
}

interface PendingView extends PageViewFields {
  viewedAt: Date;
  visitor: Buffer;
  device: DeviceClass;
}

/** A batch written at once: more waiting than this are written without waiting for the timer. */
const batchSize = 200;
/** Visitors remembered at once, at most; past that the table starts again. */
const maxKnownVisitors = 10_000;
/** Views waiting beyond this (the database away) are dropped rather than kept: counts may be lost, the server is not. */
const maxWaiting = 10_000;

/**
 * First-party page views without cookies: no identifier is given to the browser, and neither the address nor the
 * user agent is kept. Views are written in batches, so a crowd costs the database one INSERT a second, not one a view.
 */
export function createAnalyticsService(
  db: Queryable,
  { site, logger, now = () => new Date(), perAddressPerMinute = 60, batchMs = 1_000 }: AnalyticsOptions,
): AnalyticsService {
  const saltOf = dailySalt(db);
  let waiting: PendingView[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let stopped = false;
  let window = { minute: -1, counts: new Map<string, number>() };

  const overLimit = (address: string) => {
    if (perAddressPerMinute === 0) return false;
    const minute = Math.floor(now().getTime() / 60_000);
    if (window.minute !== minute) window = { minute, counts: new Map() };
    const count = (window.counts.get(address) ?? 0) + 1;
    window.counts.set(address, count);
    return count > perAddressPerMinute;
  };

  // Today's visitors as made, so that a visitor's next page costs no HMAC: forgotten with the day (and its salt).
  let known = { day: '', visitors: new Map<string, Buffer>() };
  const visitorOf = async ({ address, userAgent }: Sender) => {
    const day = utcDay(now());
    if (known.day !== day) known = { day, visitors: new Map() };
    const key = `${address}\n${userAgent}`;
    let visitor = known.visitors.get(key);
    if (!visitor) {
      visitor = createHmac('sha256', await saltOf(day))
        .update(`${site}\n${key}`)
        .digest()
        .subarray(0, 16);
      if (known.visitors.size >= maxKnownVisitors) known.visitors.clear();
      known.visitors.set(key, visitor);
    }
    return visitor;
  };

  // One array a column: a batch is one statement of eight parameters, however many views it holds.
  const write = async (views: PendingView[]) => {
    await db.query(
      `insert into page_views (viewed_at, visitor, path, referrer_host, utm_source, utm_medium, utm_campaign, device)
       select * from unnest($1::timestamptz[], $2::bytea[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])`,
      [
        views.map((view) => view.viewedAt),
        views.map((view) => view.visitor),
        views.map((view) => view.path),
        views.map((view) => view.referrerHost),
        views.map((view) => view.utmSource),
        views.map((view) => view.utmMedium),
        views.map((view) => view.utmCampaign),
        views.map((view) => view.device),
      ],
    );
  };

  const flush = async () => {
    clearTimeout(timer);
    timer = undefined;
    const batch = waiting;
    waiting = [];
    if (batch.length === 0) return writing;
    writing = writing.then(() =>
      write(batch).catch((error: Error) =>
        logger.warn({ err: error, views: batch.length }, `[analytics] ${batch.length} page views could not be written: ${error.message}`),
      ),
    );
    return writing;
  };

  return {
    async record(view, sender) {
      if (isbot(sender.userAgent)) return 'bot';
      if (overLimit(sender.address)) return 'limited';
      const visitor = await visitorOf(sender);
      if (waiting.length >= maxWaiting) return 'recorded';
      waiting.push({ ...view, viewedAt: now(), visitor, device: deviceClass(sender.userAgent) });
      if (waiting.length >= batchSize || stopped) void flush();
      else if (!timer) timer = setTimeout(() => void flush(), batchMs).unref();
      return 'recorded';
    },
    visitorOf,
    async attributionOf(sender) {
      // The sender's last view may still be waiting for its batch.
      await flush();
      const views = await db.query<RecordedView>(
        `select viewed_at, path, referrer_host, utm_source, utm_medium, utm_campaign from page_views
         where visitor = $1 order by viewed_at desc limit 1000`,
        [await visitorOf(sender)],
      );
      return visitAttribution(views, now());
    },
    flush,
    async stop() {
      stopped = true;
      await flush();
    },
  };
}
