import { rateLimitMessage } from '@fleet/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logging/createLogger.ts';
import { createAnalyticsService } from '../../src/services/analytics/createAnalyticsService.ts';
import { startTestServer, type TestServer } from '../harness/startTestServer.ts';

const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

let sequence = 0;
/** A page of its own per test, so that each reads only its own views. */
const pageFor = (name: string) => `/test-${name}-${++sequence}`;

function beacon(body: unknown, userAgent = phone, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/functions/v1/collect`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': userAgent, ...headers },
    body: JSON.stringify(body),
  });
}

interface ViewRow {
  path: string;
  visitor: Uint8Array;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  device: string;
}

const viewsOf = (path: string) => server.db.query<ViewRow>('select * from page_views where path = $1 order by id', [path]);
/** The views written for `path` once the batch they wait in is written (a second at most). */
async function writtenViews(path: string, count: number): Promise<ViewRow[]> {
  await expect.poll(async () => (await viewsOf(path)).length, { timeout: 10_000 }).toBe(count);
  return viewsOf(path);
}
/** What was answered since, written too: the views of `path` as they stand once a later view has been written. */
async function settledViews(path: string): Promise<ViewRow[]> {
  const marker = pageFor('marker');
  await beacon({ url: `http://localhost:8080${marker}` }, desktop, { 'X-Test': 'marker' });
  await writtenViews(marker, 1);
  return viewsOf(path);
}

describe('POST /functions/v1/collect (the beacon)', () => {
  it("counts a view with its page, its UTM tags and the other site's host, and keeps neither the address nor the browser", async () => {
    const path = pageFor('pricing');
    const answer = await beacon({
      url: `http://localhost:8080${path}?utm_source=newsletter&utm_medium=email&utm_campaign=spring`,
      referrer: 'https://News.Example.org/issue/12?x=1',
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('set-cookie')).toBeNull();
    const [view] = await writtenViews(path, 1);
    expect(view).toMatchObject({ referrer_host: 'news.example.org', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring', device: 'phone' });
    expect(view?.visitor).toHaveLength(16);
    const columns = await server.db.query<{ column_name: string }>("select column_name from information_schema.columns where table_name = 'page_views'");
    expect(columns.map((column) => column.column_name).sort()).toEqual(
      ['device', 'id', 'path', 'referrer_host', 'utm_campaign', 'utm_medium', 'utm_source', 'viewed_at', 'visitor'].sort(),
    );
    expect(JSON.stringify(view)).not.toMatch(/127\.0\.0\.1|iPhone|Mozilla/);
  });

  it('is one visitor for one address and browser today, and another for another browser', async () => {
    const path = pageFor('features');
    for (const userAgent of [phone, phone, desktop]) expect((await beacon({ url: `http://localhost:8080${path}` }, userAgent)).status).toBe(204);
    const views = await writtenViews(path, 3);
    const [first, second, third] = views.map((view) => Buffer.from(view.visitor).toString('hex'));
    expect(second).toBe(first);
    expect(third).not.toBe(first);
    expect(views.map((view) => view.device)).toEqual(['phone', 'phone', 'desktop']);
  });

  it('answers a bot and the admin alike, and counts neither', async () => {
    const path = pageFor('about');
    expect((await beacon({ url: `http://localhost:8080${path}` }, googlebot)).status).toBe(204);
    expect((await beacon({ url: 'http://localhost:8080/admin/leads' })).status).toBe(204);
    expect(await settledViews(path)).toEqual([]);
    expect(await viewsOf('/admin/leads')).toEqual([]);
  });

  it("answers with the API's headers, from the site itself (with or without its Origin) and from elsewhere alike", async () => {
    const url = `http://localhost:8080${pageFor('headers')}`;
    for (const origin of [undefined, new URL(server.url).origin, 'https://elsewhere.example']) {
      const answer = await beacon({ url }, phone, origin ? { Origin: origin } : {});
      expect(answer.status, origin).toBe(204);
      expect(answer.headers.get('content-security-policy'), origin).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers.get('x-content-type-options'), origin).toBe('nosniff');
      expect(answer.headers.get('cache-control'), origin).toBe('private, no-store');
      expect(answer.headers.get('x-request-id'), origin).toMatch(/^[0-9a-f-]{36}$/);
    }
    const refused = await beacon({ referrer: 'x' });
    expect(refused.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("counts nothing that another site's page sends: by its Sec-Fetch-Site, or by its Origin and Referer without one", async () => {
    const path = pageFor('cross-site');
    const url = `http://localhost:8080${path}?utm_source=elsewhere`;
    const foreign: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site', Referer: `http://localhost:8080${path}` },
      { 'Sec-Fetch-Site': 'none' },
      { Origin: 'https://elsewhere.example' },
      { Referer: 'https://elsewhere.example/a-page' },
    ];
    for (const headers of foreign) {
      expect((await beacon({ url }, phone, headers)).status, JSON.stringify(headers)).toBe(204);
    }
    expect(await settledViews(path)).toEqual([]);
    // The site's own pages, as a browser sends their beacons, count.
    expect((await beacon({ url }, phone, { 'Sec-Fetch-Site': 'same-origin', Origin: 'http://localhost:8080' })).status).toBe(204);
    expect(await writtenViews(path, 1)).toMatchObject([{ utm_source: 'elsewhere' }]);
  });

  it("counts nothing for a page of another origin than PUBLIC_URL's, whatever the body says", async () => {
    const path = pageFor('other-origin');
    for (const origin of ['https://elsewhere.example', 'http://localhost:8081', 'https://localhost:8080', new URL(server.url).origin]) {
      expect((await beacon({ url: `${origin}${path}?utm_source=x` }, phone, { 'Sec-Fetch-Site': 'same-origin' })).status, origin).toBe(204);
    }
    expect(await settledViews(path)).toEqual([]);
  });

  it('cuts a long host of the site that linked to the 253 characters a host name has at most', async () => {
    const path = pageFor('long-referrer');
    const host = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(63)}.example`;
    expect((await beacon({ url: `http://localhost:8080${path}`, referrer: `https://${host}/` })).status).toBe(204);
    const [view] = await writtenViews(path, 1);
    expect(view?.referrer_host).toBe(host.slice(0, 253));
  });

  it('refuses what is not a beacon with a clear 4xx', async () => {
    const missing = await beacon({ referrer: 'x' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: "url must be the page's address", code: 'invalid_request' });
    const text = await fetch(`${server.url}/functions/v1/collect`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' });
    expect(text.status).toBe(415);
    expect((await beacon({ url: `http://localhost:8080/${'a'.repeat(2001)}` })).status).toBe(400);
  });
});

describe('GET /functions/v1/collect (the image of a page shown without JavaScript)', () => {
  it('counts the page its Referer names, with its UTM tags; without one, the page it is given', async () => {
    const path = pageFor('contact');
    const headers = { 'User-Agent': desktop, Referer: `http://localhost:8080${path}?utm_source=flyer&utm_campaign=autumn` };
    const answer = await fetch(`${server.url}/functions/v1/collect?p=${encodeURIComponent('/ignored')}`, { headers });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const [view] = await writtenViews(path, 1);
    expect(view).toMatchObject({ utm_source: 'flyer', utm_campaign: 'autumn', referrer_host: null, device: 'desktop' });

    const plain = pageFor('plain');
    expect((await fetch(`${server.url}/functions/v1/collect?p=${encodeURIComponent(plain)}`, { headers: { 'User-Agent': desktop } })).status).toBe(204);
    await writtenViews(plain, 1);
  });

  it("takes only the path from p: UTM tags there are not the site's, which writes the path alone", async () => {
    const path = pageFor('tagged-p');
    const answer = await fetch(`${server.url}/functions/v1/collect?p=${encodeURIComponent(`${path}?utm_source=x&utm_campaign=y`)}`, {
      headers: { 'User-Agent': desktop },
    });
    expect(answer.status).toBe(204);
    const [view] = await writtenViews(path, 1);
    expect(view).toMatchObject({ utm_source: null, utm_campaign: null });
  });

  it("counts nothing for an image on another site's page, with a Sec-Fetch-Site or a Referer that says so", async () => {
    const path = pageFor('foreign-image');
    const foreign: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site', Referer: 'https://elsewhere.example/' },
      { Referer: 'https://elsewhere.example/' },
    ];
    for (const headers of foreign) {
      const answer = await fetch(`${server.url}/functions/v1/collect?p=${encodeURIComponent(path)}`, { headers: { 'User-Agent': desktop, ...headers } });
      expect(answer.status).toBe(204);
    }
    expect(await settledViews(path)).toEqual([]);
  });

  it('answers a Referer that is not an address as one that is not there', async () => {
    const path = pageFor('odd-referer');
    const answer = await fetch(`${server.url}/functions/v1/collect?p=${encodeURIComponent(path)}`, { headers: { 'User-Agent': desktop, Referer: 'http://[' } });
    expect(answer.status).toBe(204);
    await writtenViews(path, 1);
  });

  it('does not count a page the browser loads ahead of a click', async () => {
    const path = pageFor('prefetched');
    const answer = await fetch(`${server.url}/functions/v1/collect?p=${encodeURIComponent(path)}`, {
      headers: { 'User-Agent': desktop, 'Sec-Purpose': 'prefetch' },
    });
    expect(answer.status).toBe(204);
    expect(await settledViews(path)).toEqual([]);
  });
});

describe('the limit per address', () => {
  it('refuses an address past 60 views a minute with 429 and Retry-After', async () => {
    const limited = await startTestServer();
    try {
      const send = () =>
        fetch(`${limited.url}/functions/v1/collect`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'User-Agent': desktop },
          body: JSON.stringify({ url: 'http://localhost:8080/' }),
        });
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) statuses.push((await send()).status);
      // The minute may turn during the burst, giving the address a fresh allowance: then the last is not refused.
      const refused = statuses.filter((status) => status === 429).length;
      expect(statuses.slice(0, 60).filter((status) => status === 204).length).toBeGreaterThanOrEqual(59);
      if (refused > 0) {
        const answer = await send();
        expect(answer.status).toBe(429);
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    } finally {
      await limited.stop();
    }
  });
});

describe('the limits per address, behind a proxy', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer({ TRUST_PROXY: '1', COLLECT_RATE_LIMIT: '5' });
  });
  afterAll(() => proxied?.stop());

  const send = (address: string, userAgent: string, path: string) =>
    fetch(`${proxied.url}/functions/v1/collect`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': userAgent, 'X-Forwarded-For': address },
      body: JSON.stringify({ url: `http://localhost:8080${path}` }),
    });

  it('limits an IPv6 /64 as one address, and says when to come back as Retry-After does', async () => {
    const path = pageFor('ipv6');
    const answers: { answer: Response; secondsLeft: number }[] = [];
    // Twelve addresses of one /64, the limit 5 a minute: some are refused, even should the minute turn during the burst.
    for (let n = 1; n <= 12; n++) {
      const secondsLeft = Math.ceil((60_000 - (Date.now() % 60_000)) / 1000);
      answers.push({ answer: await send(`2001:db8:77:1::${n.toString(16)}`, desktop, path), secondsLeft });
    }
    const limited = answers.filter(({ answer }) => answer.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(2);
    // The wait is what is left of the minute the refusal counted in, not a fixed minute, and the message says the same.
    const { answer, secondsLeft } = limited.at(-1)!;
    const retryAfter = Number(answer.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(secondsLeft);
    expect(await answer.json()).toMatchObject({ error: rateLimitMessage(retryAfter), code: 'rate_limited' });
    // Another /64 is another address.
    expect((await send('2001:db8:77:2::1', desktop, path)).status).toBe(204);
  });

  it('makes at most 50 visitors of one address in a day: its other browsers count as one more', async () => {
    const path = pageFor('agents');
    const browsers = Array.from({ length: 64 }, (_, n) => desktop.replace('Chrome/131.0.0.0', `Chrome/131.0.${n}.0`));
    const open = await startTestServer({ TRUST_PROXY: '1', COLLECT_RATE_LIMIT: '0' });
    try {
      for (const userAgent of browsers) {
        const answer = await fetch(`${open.url}/functions/v1/collect`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'User-Agent': userAgent, 'X-Forwarded-For': '203.0.113.50' },
          body: JSON.stringify({ url: `http://localhost:8080${path}` }),
        });
        expect(answer.status).toBe(204);
      }
      await expect.poll(async () => (await open.db.query('select 1 from page_views where path = $1', [path])).length, { timeout: 10_000 }).toBe(64);
      const [counted] = await open.db.query<{ visitors: number }>('select count(distinct visitor)::int as visitors from page_views where path = $1', [path]);
      expect(counted?.visitors).toBe(51);
      // A browser among the first 50 is still a visitor of its own (whose lead its visit is credited to).
      const analytics = createAnalyticsService(open.db, { site: 'http://localhost:8080', logger: await createLogger({ LOG_LEVEL: 'silent' }) });
      const first = await analytics.visitorOf({ address: '203.0.113.50', userAgent: browsers[0]! });
      const own = await open.db.query('select 1 from page_views where path = $1 and visitor = $2', [path, first]);
      expect(own).toHaveLength(1);
      await analytics.stop();
    } finally {
      await open.stop();
    }
  });
});

describe("the day's salt", () => {
  it('makes a new visitor each day, and is destroyed the next, so that an old visitor cannot be joined again', async () => {
    const logger = await createLogger({ LOG_LEVEL: 'silent' });
    let today = new Date('2031-03-01T12:00:00Z');
    const analytics = createAnalyticsService(server.db, { site: 'http://localhost:8080', logger, now: () => today });
    const sender = { address: '203.0.113.9', userAgent: desktop };
    const first = await analytics.visitorOf(sender);
    expect(await analytics.visitorOf(sender)).toEqual(first);
    const salts = () => server.db.query<{ day: string }>("select to_char(day, 'YYYY-MM-DD') as day from analytics_salts order by day");
    expect((await salts()).map((row) => row.day)).toEqual(['2031-03-01']);

    today = new Date('2031-03-02T00:00:01Z');
    const next = await analytics.visitorOf(sender);
    expect(next).not.toEqual(first);
    expect((await salts()).map((row) => row.day)).toEqual(['2031-03-02']);
    await analytics.stop();
  });
});
