import { createHmac } from 'node:crypto';
import type { LeadAttribution } from '@fleet/api-client';
import { isbot } from 'isbot';
import type { Queryable } from '../../db/Database.ts';
import type { Logger } from '../../logging/createLogger.ts';
import type { ProductMetrics } from '../metrics/ProductMetrics.ts';
import { addressGroup } from '../rateLimit/addressGroup.ts';
import { dailySalt, utcDay } from './dailySalt.ts';
import { type DeviceClass, deviceClass } from './deviceClass.ts';
import type { PageViewFields } from './pageViewFrom.ts';
import { type RecordedView, visitAttribution } from './visitAttribution.ts';

/** Who sent a view, as the request says; neither is stored. */
export interface Sender {
  address: string;
  userAgent: string;
}

/**
 * What became of a view: counted (written with the next batch), left out as a bot's, dropped for want of room while
 * the database is slow (answered alike), or refused for its address's limit, with the seconds until the next minute.
 */
export type RecordOutcome = { result: 'recorded' | 'bot' | 'dropped' } | { result: 'limited'; retryAfterSeconds: number };

export interface AnalyticsService {
  /** Counts a view: written with the next batch, unless it comes from a bot, from an address past its limit, or finds no room. */
  record(view: PageViewFields, sender: Sender): Promise<RecordOutcome>;
  /** Today's visitor for a sender: HMAC(the day's salt, site + address + user agent), 16 bytes. */
  visitorOf(sender: Sender): Promise<Buffer>;
  /**
   * Where a sender's visit going on now came from, found by today's hash (so a view of an earlier day, whose salt is
   * gone, can never be joined): for a lead they are sending. Their views not written yet (waiting for their batch, or in
   * the one being written) are read from memory with those written: a lead never waits on the backlog of views.
   */
  attributionOf(sender: Sender): Promise<LeadAttribution>;
  /** Writes the views waiting now; resolves once they are written (or given up). */
  flush(): Promise<void>;
  /** Writes what waits and takes no more timers (the server's shutdown). */
  stop(): Promise<void>;
}

export interface AnalyticsOptions {
  /** The site the visitors are counted for (PUBLIC_URL): part of each visitor's hash. */
  site: string;
  logger: Logger;
  now?: () => Date;
  /**
   * Views an address may send in a minute before they are refused (429); an IPv6 address counts with its /64 (the
   * network one subscriber holds). Each instance counts its own. 0: no limit.
   */
  perAddressPerMinute?: number;
  /** Visitors (browsers) an address, or IPv6 /64, may add in a day; its views past them count as one overflow visitor. 0: no cap. */
  visitorsPerAddressPerDay?: number;
  /** How long a view waits to be written with others. */
  batchMs?: number;
  /** Views in flight at most: waiting for their batch and being written. Past it, views are dropped (and counted). */
  maxInFlight?: number;
  /** Where the drops and the pooled views are counted (the /metrics counters). */
  metrics?: Pick<ProductMetrics, 'pageViewsDropped' | 'pageViewPooled'>;
}

interface PendingView extends PageViewFields {
  viewedAt: Date;
  visitor: Buffer;
  device: DeviceClass;
}

/** A batch written at once: more waiting than this are written without waiting for the timer. */
const batchSize = 200;
/** Visitors remembered at once, at most, so that a visitor's next page costs no HMAC; past that the table starts again. */
const maxKnownVisitors = 10_000;
/**
 * Addresses (or /64s) counted in one minute, at most: a flood from more addresses starts the count again rather than
 * grow it. Whoever sends from that many addresses is past any limit per address anyway.
 */
const maxCountedAddresses = 20_000;
/**
 * Addresses whose browsers are told apart in a day, at most (a few bytes each, and one number a browser): the
 * addresses past it on that day count each as one visitor.
 */
const maxAddressesADay = 50_000;

/** The longest a lead waits for the views waiting to be written, when the writer was idle. */
const flushWaitMs = 300;

const noMetrics: Required<AnalyticsOptions>['metrics'] = { pageViewsDropped: () => undefined, pageViewPooled: () => undefined };

/**
 * First-party page views without cookies: no identifier is given to the browser, and neither the address nor the
 * user agent is kept. Views are written in batches, one statement at a time, so a crowd costs the database one INSERT
 * a second, not one a view; what a slow database leaves waiting is bounded (`maxInFlight`), and so is what one address
 * can add: its views a minute, and its visitors a day.
 */
export function createAnalyticsService(
  db: Queryable,
  {
    site,
    logger,
    now = () => new Date(),
    perAddressPerMinute = 60,
    visitorsPerAddressPerDay = 50,
    batchMs = 1_000,
    maxInFlight = 10_000,
    metrics = noMetrics,
  }: AnalyticsOptions,
): AnalyticsService {
  const saltOf = dailySalt(db);
  const waiting: PendingView[] = [];
  /** The batch handed to the writer and not yet written (or given up). */
  let writing: PendingView[] = [];
  /** Views queued, and views written or given up, since the start: a flush waits until the second reaches the first as it was. */
  let queued = 0;
  let settled = 0;
  /** The writer: one batch at a time, until none waits. */
  let writer: Promise<void> | undefined;
  /** Settled and replaced each time a batch is written or given up: what a flush waits on, however many wait. */
  let progress = Promise.withResolvers<void>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let window = { minute: -1, counts: new Map<string, number>() };

  /** 0 when the group may send another view this minute, else the seconds until the next minute. */
  const limitedFor = (group: string) => {
    if (perAddressPerMinute === 0) return 0;
    const at = now().getTime();
    const minute = Math.floor(at / 60_000);
    if (window.minute !== minute || (window.counts.size >= maxCountedAddresses && !window.counts.has(group))) {
      window = { minute, counts: new Map() };
    }
    const count = (window.counts.get(group) ?? 0) + 1;
    window.counts.set(group, count);
    return count > perAddressPerMinute ? Math.max(1, Math.ceil(((minute + 1) * 60_000 - at) / 1000)) : 0;
  };

  // Today's visitors as made, so that a visitor's next page costs no HMAC, and the browsers each address has shown
  // (a number of 30 bits from each visitor's hash): forgotten with the day (and its salt).
  let known = { day: '', visitors: new Map<string, Buffer>(), browsers: new Map<string, number[]>() };
  const today = () => {
    const day = utcDay(now());
    if (known.day !== day) known = { day, visitors: new Map(), browsers: new Map() };
    return known;
  };
  const hashed = async (day: string, text: string) =>
    createHmac('sha256', await saltOf(day))
      .update(`${site}\n${text}`)
      .digest()
      .subarray(0, 16);

  const visitorOf = async ({ address, userAgent }: Sender) => {
    const { day, visitors } = today();
    const key = `${address}\n${userAgent}`;
    let visitor = visitors.get(key);
    if (!visitor) {
      visitor = await hashed(day, key);
      if (visitors.size >= maxKnownVisitors) visitors.clear();
      visitors.set(key, visitor);
    }
    return visitor;
  };

  /**
   * The visitor a view counts for: the sender's own, unless their address (group) has shown its day's share of other
   * browsers, when it is that address's one overflow visitor (a key no address and user agent can make: a header holds
   * no line break).
   */
  const countedVisitor = async (sender: Sender, group: string) => {
    const visitor = await visitorOf(sender);
    if (visitorsPerAddressPerDay === 0) return visitor;
    const { day, browsers } = today();
    const mark = visitor.readInt32BE(0) >> 2;
    let seen = browsers.get(group);
    if (seen?.includes(mark)) return visitor;
    if (!seen && browsers.size < maxAddressesADay) {
      seen = [];
      browsers.set(group, seen);
    }
    if (seen && seen.length < visitorsPerAddressPerDay) {
      seen.push(mark);
      return visitor;
    }
    metrics.pageViewPooled();
    return hashed(day, `${group}\n\noverflow`);
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

  const drain = async () => {
    while (waiting.length > 0) {
      const batch = waiting.splice(0, batchSize);
      writing = batch;
      try {
        await write(batch);
      } catch (error) {
        const { message } = error as Error;
        logger.warn({ err: error, views: batch.length }, `[analytics] ${batch.length} page views could not be written: ${message}`);
        metrics.pageViewsDropped('write_failed', batch.length);
      }
      writing = [];
      settled += batch.length;
      progress.resolve();
      progress = Promise.withResolvers<void>();
    }
    writer = undefined;
  };

  const flush = async () => {
    clearTimeout(timer);
    timer = undefined;
    const upTo = queued;
    while (settled < upTo) {
      writer ??= drain();
      await progress.promise;
    }
  };

  return {
    async record(view, sender) {
      if (isbot(sender.userAgent)) return { result: 'bot' };
      const group = addressGroup(sender.address);
      const retryAfterSeconds = limitedFor(group);
      if (retryAfterSeconds > 0) {
        metrics.pageViewsDropped('rate_limited');
        return { result: 'limited', retryAfterSeconds };
      }
      const full = () => waiting.length + writing.length >= maxInFlight;
      // Looked at again once the visitor is made: other views may have come in meanwhile.
      const visitor = full() ? undefined : await countedVisitor(sender, group);
      if (!visitor || full()) {
        metrics.pageViewsDropped('backlog');
        return { result: 'dropped' };
      }
      waiting.push({ ...view, viewedAt: now(), visitor, device: deviceClass(sender.userAgent) });
      queued += 1;
      // A writer at work takes what waits as soon as its batch is written; else a full batch goes at once.
      if (writer) return { result: 'recorded' };
      if (waiting.length >= batchSize || stopped) void flush();
      else timer ??= setTimeout(() => void flush(), batchMs).unref();
      return { result: 'recorded' };
    },
    visitorOf,
    async attributionOf(sender) {
      // What waits is written now rather than at its batch's time, so that the lead's visit is in the reports as the
      // lead is: waited for when the writer was idle (a few milliseconds), and for 300 ms at most. When it is busy with
      // a backlog (the database slow), not at all: the visit is read from memory below either way.
      const idle = writer === undefined;
      const flushed = flush();
      if (idle) {
        let timeout: NodeJS.Timeout | undefined;
        await Promise.race([flushed, new Promise((resolve) => (timeout = setTimeout(resolve, flushWaitMs)))]);
        clearTimeout(timeout);
      }
      const visitor = await visitorOf(sender);
      // The sender's last views may not be written yet (their batch waits, or a slow database has not taken it yet):
      // taken from memory as they stand, with those the database has; one written in between is counted once.
      const unwritten = [...writing, ...waiting].filter((view) => view.visitor.equals(visitor));
      const written = await db.query<RecordedView>(
        `select viewed_at, path, referrer_host, utm_source, utm_medium, utm_campaign from page_views
         where visitor = $1 order by viewed_at desc limit 1000`,
        [visitor],
      );
      const stored = new Set(written.map((view) => `${view.viewed_at.getTime()} ${view.path}`));
      // Newest first; of views of the same millisecond, the later recorded first (the unwritten are the later).
      const views = [
        ...unwritten
          .filter((view) => !stored.has(`${view.viewedAt.getTime()} ${view.path}`))
          .reverse()
          .map((view) => ({
            viewed_at: view.viewedAt,
            path: view.path,
            referrer_host: view.referrerHost,
            utm_source: view.utmSource,
            utm_medium: view.utmMedium,
            utm_campaign: view.utmCampaign,
          })),
        ...written,
      ].sort((a, b) => b.viewed_at.getTime() - a.viewed_at.getTime());
      return visitAttribution(views, now());
    },
    flush,
    async stop() {
      stopped = true;
      await flush();
    },
  };
}
