import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/Database.ts';
import { createLogger } from '../../logging/createLogger.ts';
import type { PageViewDropReason } from '../metrics/ProductMetrics.ts';
import { createAnalyticsService } from './createAnalyticsService.ts';
import type { PageViewFields } from './pageViewFrom.ts';

const browser = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const view: PageViewFields = { path: '/pricing', referrerHost: null, utmSource: 'newsletter', utmMedium: null, utmCampaign: null };

/**
 * A database whose page-view INSERTs hang until `release()` (a server that has stopped answering), and that answers
 * everything else at once: the day's salt, and no views to read.
 */
function hangingDatabase() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const db = {
    /** Views in the INSERTs begun, and those begun. */
    viewsSent: 0,
    inserts: 0,
    release,
    async query<Row extends object>(sql: string, params: readonly unknown[] = []): Promise<Row[]> {
      if (sql.includes('insert into page_views')) {
        db.inserts += 1;
        db.viewsSent += (params[0] as unknown[]).length;
        await released;
        return [];
      }
      if (sql.includes('select salt')) return [{ salt: new Uint8Array(32).fill(7) }] as Row[];
      return [];
    },
  } satisfies Queryable & Record<string, unknown>;
  return db;
}

async function analyticsOn(db: Queryable) {
  const dropped: Record<string, number> = {};
  const analytics = createAnalyticsService(db, {
    site: 'https://www.example.com',
    logger: await createLogger({ LOG_LEVEL: 'silent' }),
    perAddressPerMinute: 0,
    metrics: {
      pageViewsDropped: (reason: PageViewDropReason, count = 1) => {
        dropped[reason] = (dropped[reason] ?? 0) + count;
      },
      pageViewPooled: () => undefined,
    },
  });
  return { analytics, dropped };
}

/** A sender of its own for each n: an address each, so no per-address bound is what stops them. */
const sender = (n: number) => ({ address: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`, userAgent: browser });

describe('the page views in flight while the database hangs', () => {
  it('are bounded: past 10,000 waiting or being written, views are dropped and counted, and nothing piles up behind', async () => {
    const db = hangingDatabase();
    const { analytics, dropped } = await analyticsOn(db);
    const results: Record<string, number> = {};
    for (let n = 0; n < 10_500; n++) {
      const { result } = await analytics.record(view, sender(n));
      results[result] = (results[result] ?? 0) + 1;
    }
    expect(results).toEqual({ recorded: 10_000, dropped: 500 });
    expect(dropped).toEqual({ backlog: 500 });
    // One statement at a time: the first batch hangs, and the rest wait for it rather than pile up as statements.
    await expect.poll(() => db.inserts).toBe(1);

    db.release();
    await analytics.flush();
    expect(db.viewsSent).toBe(10_000);
    // Room again once written.
    expect((await analytics.record(view, sender(20_000))).result).toBe('recorded');
    await analytics.stop();
    expect(db.viewsSent).toBe(10_001);
  });

  it("hold a lead's attribution 300 ms at most, and give its visit from the views still waiting", async () => {
    const db = hangingDatabase();
    const { analytics } = await analyticsOn(db);
    const visitor = sender(1);
    await analytics.record(view, visitor);
    await analytics.record({ ...view, path: '/request-demo', utmSource: null }, visitor);
    // Another sender's view, waiting too, is not theirs.
    await analytics.record({ ...view, utmSource: 'elsewhere' }, sender(2));
    const timed = async () => {
      const started = performance.now();
      const answer = await Promise.race([
        analytics.attributionOf(visitor),
        new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 2_000).unref()),
      ]);
      return { answer, waitedMs: performance.now() - started };
    };
    const visit = { source: 'newsletter', landing_page: '/pricing', pages_before: 2 };

    // The lead has the waiting views written, and the database does not answer: it goes on after 300 ms.
    const first = await timed();
    expect(db.inserts).toBe(1);
    expect(first.answer).toMatchObject(visit);
    expect(first.waitedMs).toBeGreaterThanOrEqual(290);
    expect(first.waitedMs).toBeLessThan(1_000);
    // The writer is stuck on them now: the next lead does not wait at all.
    const next = await timed();
    expect(next.answer).toMatchObject(visit);
    expect(next.waitedMs).toBeLessThan(250);

    db.release();
    await analytics.stop();
  });

  it('are written in one statement at a time, each a batch of 200 at most, once the database answers again', async () => {
    const db = hangingDatabase();
    const { analytics } = await analyticsOn(db);
    for (let n = 0; n < 450; n++) await analytics.record(view, sender(n));
    db.release();
    await analytics.flush();
    expect({ inserts: db.inserts, viewsSent: db.viewsSent }).toEqual({ inserts: 3, viewsSent: 450 });
    await analytics.stop();
  });
});

describe('the limit per address', () => {
  it('counts an IPv6 /64 as one address, and starts its count again rather than grow past 20,000 addresses a minute', async () => {
    const db = hangingDatabase();
    const analytics = createAnalyticsService(db, {
      site: 'https://www.example.com',
      logger: await createLogger({ LOG_LEVEL: 'silent' }),
      perAddressPerMinute: 3,
      maxInFlight: 1_000_000,
      now: () => new Date('2031-03-01T12:00:10Z'),
    });
    const from = (address: string) => analytics.record(view, { address, userAgent: browser });
    const results = [];
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff::9', '2001:db8:1:2:a:b:c:d']) results.push(await from(address));
    expect(results.map((outcome) => outcome.result)).toEqual(['recorded', 'recorded', 'recorded', 'limited']);
    // The seconds left in the minute, not a fixed 60.
    expect(results[3]).toEqual({ result: 'limited', retryAfterSeconds: 50 });
    expect((await from('2001:db8:1:3::1')).result).toBe('recorded');

    for (let n = 0; n < 20_000; n++) await from(sender(n).address);
    expect((await from('2001:db8:1:2::5')).result).toBe('recorded');
    db.release();
    await analytics.stop();
  });
});
