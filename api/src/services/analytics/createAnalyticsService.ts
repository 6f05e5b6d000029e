import { createHmac } from 'node:crypto';
import { isbot } from 'isbot';
import type { Queryable } from '../../db/Database.ts';
import type { Logger } from '../../logging/createLogger.ts';
import { dailySalt, utcDay } from './dailySalt.ts';
import { type DeviceClass, deviceClass } from './deviceClass.ts';
import type { PageViewFields } from './pageViewFrom.ts';

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

  const visitorOf = async ({ address, userAgent }: Sender) =>
    createHmac('sha256', await saltOf(utcDay(now())))
      .update(`${site}\n${address}\n${userAgent}`)
      .digest()
      .subarray(0, 16);

  const write = async (views: PendingView[]) => {
    const params: unknown[] = [];
    const rows = views.map((view) => {
      params.push(view.viewedAt, view.visitor, view.path, view.referrerHost, view.utmSource, view.utmMedium, view.utmCampaign, view.device);
      const at = params.length - 8;
      return `(${Array.from({ length: 8 }, (_, i) => `$${at + i + 1}`).join(', ')})`;
    });
    await db.query(
      `insert into page_views (viewed_at, visitor, path, referrer_host, utm_source, utm_medium, utm_campaign, device) values ${rows.join(', ')}`,
      params,
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
    flush,
    async stop() {
      stopped = true;
      await flush();
    },
  };
}
