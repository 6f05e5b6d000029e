import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Insights, LeadAttribution, LeadDetail } from '@fleet/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logging/createLogger.ts';
import { createAnalyticsService } from '../../src/services/analytics/createAnalyticsService.ts';
import { rollUpPageViews } from '../../src/services/analytics/rollUpPageViews.ts';
import { pruneTables } from '../../src/services/maintenance/pruneTables.ts';
import { startTestServer, superAdmin, type TestServer } from '../harness/startTestServer.ts';

// Where leads come from, without a cookie: a lead joined to its sender's visit by the day's visitor hash, shown in
// the inbox, its filters and its export; and the Insights report made of the days' page views and the leads.
const siteDist = fileURLToPath(new URL('../../../site/dist', import.meta.url));
if (!existsSync(`${siteDist}/server/entry.mjs`)) throw new Error(`${siteDist} holds no site build: run npm run build -w @fleet/site first`);

let server: TestServer;
let admin: TestServer['api'];
beforeAll(async () => {
  server = await startTestServer({ SITE_DIST: siteDist, TRUST_PROXY: '1' });
  admin = server.as(await server.signIn(superAdmin.email, superAdmin.password));
});
afterAll(() => server?.stop());

let browsers = 0;
/** A browser of the test's own (its user agent), on a client address of its own, behind the one proxy. */
function newBrowser() {
  const n = ++browsers;
  const headers = {
    'User-Agent': `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${n}.0 Safari/537.36`,
    'X-Forwarded-For': `198.51.100.${n}`,
  };
  return {
    headers,
    view: (path: string, referrer?: string) =>
      fetch(`${server.url}/functions/v1/collect`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ url: `http://localhost:8080${path}`, referrer }),
      }).then((answer) => expect(answer.status).toBe(204)),
    demoRequest: (email: string) =>
      fetch(`${server.url}/functions/v1/send-demo-request`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json', Authorization: `Bearer ${server.config.anonKey}` },
        body: JSON.stringify({ firstName: 'Nora', lastName: 'Visit', email, company: 'Visit Freight' }),
      }).then((answer) => expect(answer.status).toBe(200)),
  };
}

async function leadOf(email: string): Promise<LeadDetail> {
  const [row] = await server.db.query<{ id: string }>('select id from leads where email = $1', [email]);
  const { data } = await admin.GET('/functions/v1/leads/{id}', { params: { path: { id: row!.id } } });
  return data!;
}

describe('a lead’s attribution', () => {
  it('names the campaign and the page its visit began on, and the pages seen, with script', async () => {
    const browser = newBrowser();
    await browser.view('/?utm_source=newsletter&utm_medium=email&utm_campaign=spring', 'https://mail.example.net/inbox/42');
    await browser.view('/pricing');
    await browser.view('/request-demo');
    await browser.demoRequest('nora.spring@example.com');
    expect((await leadOf('nora.spring@example.com')).attribution).toEqual({
      source: 'newsletter',
      medium: 'email',
      campaign: 'spring',
      referrer: 'mail.example.net',
      landing_page: '/',
      pages_before: 3,
    } satisfies LeadAttribution);
  });

  it('names the site that linked when there is no campaign, and is direct for another browser', async () => {
    const browser = newBrowser();
    await browser.view('/features', 'https://www.search.example/?q=dashcams');
    await browser.view('/contact');
    await browser.demoRequest('nora.search@example.com');
    expect((await leadOf('nora.search@example.com')).attribution).toMatchObject({ source: 'www.search.example', campaign: null, pages_before: 2 });

    await newBrowser().demoRequest('nora.direct@example.com');
    expect((await leadOf('nora.direct@example.com')).attribution).toEqual({
      source: 'direct',
      medium: null,
      campaign: null,
      referrer: null,
      landing_page: null,
      pages_before: 0,
    });
  });

  it('joins a form sent without script to the visit its pages counted through their image', async () => {
    const browser = newBrowser();
    const image = (page: string) =>
      fetch(`${server.url}/functions/v1/collect`, { headers: { ...browser.headers, Referer: `http://localhost:8080${page}` } }).then((answer) =>
        expect(answer.status).toBe(204),
      );
    await image('/dashcams?utm_source=flyer&utm_campaign=autumn');
    await image('/request-demo');
    const posted = await fetch(`${server.url}/request-demo`, {
      method: 'POST',
      headers: { ...browser.headers, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ firstName: 'Nora', lastName: 'Noscript', email: 'nora.noscript@example.com', company: 'Noscript Haulage', website: '' }),
      redirect: 'manual',
    });
    // Sent: the answer's page is had by a redirect (post, redirect, get).
    expect(posted.status).toBe(303);
    expect((await leadOf('nora.noscript@example.com')).attribution).toMatchObject({
      source: 'flyer',
      campaign: 'autumn',
      landing_page: '/dashcams',
      pages_before: 2,
    });
  });

  it('is not made of a bot’s views', async () => {
    const browser = newBrowser();
    await fetch(`${server.url}/functions/v1/collect`, {
      method: 'POST',
      headers: {
        ...browser.headers,
        'User-Agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ url: 'http://localhost:8080/?utm_source=bot-campaign' }),
    });
    await browser.demoRequest('nora.human@example.com');
    expect((await leadOf('nora.human@example.com')).attribution?.source).toBe('direct');
  });

  it('is filtered by in the inbox, offered as its filters and written in the export', async () => {
    const list = async (query: { source?: string; campaign?: string }) => {
      const { data } = await admin.GET('/functions/v1/leads', { params: { query } });
      return data!.leads.map((lead) => lead.email).sort();
    };
    expect(await list({ source: 'newsletter' })).toEqual(['nora.spring@example.com']);
    expect(await list({ campaign: 'autumn' })).toEqual(['nora.noscript@example.com']);
    expect(await list({ source: 'newsletter', campaign: 'autumn' })).toEqual([]);

    const { data: origins } = await admin.GET('/functions/v1/lead-origins');
    expect(origins).toMatchObject({
      sources: expect.arrayContaining(['direct', 'newsletter', 'flyer', 'www.search.example']),
      campaigns: ['autumn', 'spring'],
    });
    expect(origins!.sources[0]).toBe('direct');

    const csv = await admin.GET('/functions/v1/leads/export', { params: { query: { source: 'newsletter' } }, parseAs: 'text' });
    const [header, row] = csv.data!.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toContain(',Source,Medium,Campaign,Referrer,Landing page,Pages before,');
    expect(row).toContain(',newsletter,email,spring,mail.example.net,/,3,');
  });

  it('cannot be joined to a visit of an earlier day, whose salt is gone', async () => {
    const logger = await createLogger({ LOG_LEVEL: 'silent' });
    let now = new Date('2032-05-01T23:50:00Z');
    const analytics = createAnalyticsService(server.db, { site: 'http://localhost:8080', logger, now: () => now });
    const sender = { address: '192.0.2.44', userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15' };
    await analytics.record({ path: '/pricing', referrerHost: null, utmSource: 'late-night', utmMedium: null, utmCampaign: null }, sender);
    now = new Date('2032-05-01T23:55:00Z');
    expect(await analytics.attributionOf(sender)).toMatchObject({ source: 'late-night', pages_before: 1 });
    // Ten minutes later, past midnight (UTC): a new salt, a new visitor; the old one cannot be made again.
    now = new Date('2032-05-02T00:05:00Z');
    expect(await analytics.attributionOf(sender)).toMatchObject({ source: 'direct', pages_before: 0 });
    await analytics.stop();
  });
});

describe('getInsights', () => {
  const insights = async (query: { from?: string; to?: string } = {}) => {
    const { data, error, response } = await admin.GET('/functions/v1/insights', { params: { query } });
    return { data: data as Insights, error, status: response.status };
  };
  const today = () => new Date().toISOString().slice(0, 10);

  it('counts today’s visitors, views, pages, sources and campaigns, and the funnel to the demo links', async () => {
    const { data, status } = await insights({ from: today(), to: today() });
    expect(status).toBe(200);
    expect(data.days).toHaveLength(1);
    // The browsers above that viewed pages: a visitor each (the bot, the direct ones and the earlier day's aside).
    expect(data.visitors).toBe(3);
    expect(data.pageviews).toBe(7);
    expect(data.days[0]).toEqual({ date: today(), visitors: 3, pageviews: 7, leads: 5 });
    expect(data.pages[0]).toEqual({ path: '/request-demo', views: 2, visitors: 2 });
    expect(data.sources).toEqual(
      expect.arrayContaining([
        { source: 'newsletter', visits: 1, leads: 1 },
        { source: 'flyer', visits: 1, leads: 1 },
        { source: 'www.search.example', visits: 1, leads: 1 },
        { source: 'direct', visits: 0, leads: 2 },
      ]),
    );
    expect(data.campaigns).toEqual([
      { campaign: 'autumn', visits: 1, leads: 1 },
      { campaign: 'spring', visits: 1, leads: 1 },
    ]);
    expect(data.funnel).toEqual({ visitors: 3, form_visitors: 3, leads: 5, demo_links: 5, demo_links_opened: 0 });
    expect(data.creators).toEqual([{ name: 'Website', demo_links: 5, opened: 0 }]);
    expect(data.lead_origins).toEqual(expect.arrayContaining([{ date: today(), source: 'newsletter', campaign: 'spring', leads: 1 }]));
  });

  it('reads a past day from its rollup once its views are pruned, and lists every day of the range', async () => {
    // Views of a day past the 90 days kept, rolled up, then pruned.
    const day = new Date(Date.now() - 100 * 86_400_000).toISOString().slice(0, 10);
    const visitor = (n: number) => Buffer.alloc(16, n);
    for (const [n, path, source] of [
      [1, '/', 'podcast'],
      [1, '/contact', null],
      [2, '/blog/all', null],
    ] as const) {
      await server.db.query("insert into page_views (viewed_at, visitor, path, utm_source, device) values ($1, $2, $3, $4, 'desktop')", [
        `${day}T10:0${n}:00Z`,
        visitor(n),
        path,
        source,
      ]);
    }
    await server.db.query('delete from analytics_days where day = $1', [day]);
    expect(await rollUpPageViews(server.db, new Date(Date.now() - 9 * 86_400_000))).toBeGreaterThan(0);
    await pruneTables(server.db);
    expect(await server.db.query('select 1 from page_views where viewed_at < $1', [`${day}T23:59:59Z`])).toEqual([]);

    const { data } = await insights({ from: day, to: today() });
    expect(data.days).toHaveLength(101);
    expect(data.days[0]).toEqual({ date: day, visitors: 2, pageviews: 3, leads: 0 });
    expect(data.days.slice(1, -1).every((entry) => entry.visitors === 0)).toBe(true);
    expect(data.sources).toEqual(expect.arrayContaining([{ source: 'podcast', visits: 1, leads: 0 }]));
    expect(data.funnel.form_visitors).toBe(4);
  });

  it('is the last 30 days without dates, and refuses a range it cannot read with a clear 400', async () => {
    expect((await insights()).data.days).toHaveLength(30);
    const reversed = await insights({ from: '2026-11-08', to: '2026-11-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.error).toMatchObject({ error: 'from must not be after to' });
    expect((await insights({ from: '2026-02-30', to: '2026-03-01' })).status).toBe(400);
    expect((await insights({ from: '2020-01-01', to: '2026-03-01' })).status).toBe(400);
  });

  it('is for the team only', async () => {
    const { response } = await server.api.GET('/functions/v1/insights');
    expect(response.status).toBe(401);
  });
});

// After the Insights report above, which counts the day's views and leads as the tests before it made them.
describe('a lead’s attribution, against another site', () => {
  it("is not made by another site's page: an image there with UTM tags credits nothing to the browser's next lead", async () => {
    // An <img src="https://this-site/functions/v1/collect?p=/?utm_source=..."> on another site, as a current browser
    // sends it, as an older one without Sec-Fetch-Site does, and as one told to send no Referer does.
    const image = '/functions/v1/collect?p=%2F%3Futm_source%3Dplanted%26utm_campaign%3Dplanted';
    const sent: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Dest': 'image', Referer: 'https://attacker.example/blog' },
      { Referer: 'https://attacker.example/blog' },
      {},
    ];
    for (const [n, headers] of sent.entries()) {
      const browser = newBrowser();
      const answer = await fetch(`${server.url}${image}`, { headers: { ...browser.headers, ...headers } });
      expect(answer.status).toBe(204);
      const email = `nora.planted${n}@example.com`;
      await browser.demoRequest(email);
      expect((await leadOf(email)).attribution, JSON.stringify(headers)).toMatchObject({ source: 'direct', campaign: null });
    }
  });
});
