import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcingTables } from '../../src/services/cache/dataTags.ts';
import { startTestServer, superAdmin, type TestServer } from '../harness/startTestServer.ts';

// The site as built (npm test builds it before the API's tests), served through the render cache.
const siteDist = fileURLToPath(new URL('../../../site/dist', import.meta.url));
if (!existsSync(`${siteDist}/server/entry.mjs`)) throw new Error(`${siteDist} holds no site build: run npm run build -w @fleet/site first`);

const sharedPolicy = 'public, max-age=0, s-maxage=5, stale-while-revalidate=30, stale-if-error=86400';
const personalPolicy = 'private, no-store';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SITE_DIST: siteDist, TRUST_PROXY: '1' });
});
afterAll(async () => {
  await server?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers, redirect: 'manual' });
const textOf = (page: string) =>
  page
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<style\b[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
const read = async (path: string, headers: Record<string, string> = {}) => textOf(await (await get(path, headers)).text());

/** The navigation's dashcam count on a page, as a reader sees it. */
const dashcamsOn = async (path: string) => /Dashcams ([\d,]+) connected/.exec(await read(path))?.[1];

/** A change to a table that its trigger does not announce: only a page rendered afresh can show it. */
async function changeQuietly(table: string, change: string): Promise<void> {
  await server.db.exec(`begin; alter table ${table} disable trigger ${table}_changed; ${change}; alter table ${table} enable trigger ${table}_changed; commit`);
}

const renders = () => server.pages.counts.renders;

describe('the render cache', () => {
  it('answers a page from memory until the database announces a change to what it shows', async () => {
    const shown = await dashcamsOn('/about');
    await changeQuietly('fleet_stats', 'update fleet_stats set dashcams = dashcams + 7');
    try {
      // Rendered afresh, the page would show the new count: it is the one kept, for every URL naming it.
      expect(await dashcamsOn('/about')).toBe(shown);
      expect(await dashcamsOn('/about?utm_source=newsletter&utm_campaign=spring')).toBe(shown);
      expect(await dashcamsOn('/about/')).toBe(shown);
      await server.db.query(`select pg_notify('public_cache', 'fleet_stats')`);
      const expected = (Number(shown?.replace(/,/g, '')) + 7).toLocaleString('en-US');
      await expect.poll(() => dashcamsOn('/about'), { timeout: 10_000 }).toBe(expected);
    } finally {
      await server.db.query('update fleet_stats set dashcams = dashcams - 7');
      // The trigger's announcement comes when it comes (on PostgreSQL, over LISTEN): wait for it here, so that it
      // does not drop pages in the middle of the next test.
      await expect.poll(() => dashcamsOn('/about'), { timeout: 10_000 }).toBe(shown);
    }
  });

  it('drops only the pages showing the data that changed', async () => {
    // Both pages rendered on the same data: the cache emptied here, not by an announcement, which on PostgreSQL comes
    // over LISTEN when it comes (arriving after the quiet change below, it would drop /about too).
    server.pages.drop('all');
    const [about, pricing] = [await dashcamsOn('/about'), await dashcamsOn('/pricing')];
    expect(pricing).toBe(about);
    await changeQuietly('fleet_stats', 'update fleet_stats set dashcams = dashcams + 3');
    try {
      // A price change: /pricing is rendered again (and reads the new count on the way), /about is not.
      await server.db.query(`select pg_notify('public_cache', 'plan_prices')`);
      await expect.poll(() => dashcamsOn('/pricing'), { timeout: 10_000 }).not.toBe(pricing);
      expect(await dashcamsOn('/about')).toBe(about);
    } finally {
      await server.db.query('update fleet_stats set dashcams = dashcams - 3');
      // /about never left the first count, so only /pricing, rendered on the changed one, shows when the trigger's
      // announcement has come: waited for here, so that it does not drop pages in the middle of the next test (a crowd
      // rendering a page once).
      await expect.poll(() => dashcamsOn('/pricing'), { timeout: 10_000 }).toBe(about);
      expect(await dashcamsOn('/about')).toBe(about);
    }
  });

  it('renders a page once for a crowd asking at once, and once for URLs that name the same page', async () => {
    const address = '/blog/all?search=modem';
    const before = renders();
    const crowd = await Promise.all(
      Array.from({ length: 40 }, (_, i) => get(i % 2 === 0 ? address : `/blog/all?utm_source=crowd${i}&search=modem`).then((r) => r.text())),
    );
    expect(renders() - before).toBe(1);
    expect(new Set(crowd).size).toBe(1);
    expect(textOf(crowd[0]!)).toMatch(/modem/i);
  });

  it('never gives one search or category the page of another', async () => {
    const queries = ['search=modem', 'search=hailstorm', 'category=news', 'category=events', 'category=news&search=alliance'];
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => queries[i % queries.length]!).map(async (query) => ({
        query,
        page: await (await get(`/blog/all?${query}`)).text(),
      })),
    );
    for (const { query, page } of answers) {
      const params = new URLSearchParams(query);
      // The search box shows the search, and its form keeps the chosen category.
      const field = (name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"|<input[^>]*value="([^"]*)"[^>]*name="${name}"`).exec(page);
      const search = field('search');
      expect(search?.[1] ?? search?.[2] ?? '', query).toBe(params.get('search') ?? '');
      const category = field('category');
      expect(category?.[1] ?? category?.[2], query).toBe(params.get('category') ?? undefined);
    }
  });

  it('answers a page compressed as asked, 304 for the copy a client has, and HEAD without a body, all from memory', async () => {
    const first = await get('/features', { 'Accept-Encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(sharedPolicy);
    expect(first.headers.get('vary')).toBe('Accept-Encoding');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    const before = renders();
    const again = await get('/features', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    const head = await fetch(`${server.url}/features`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(await (await get('/features', { 'Accept-Encoding': 'identity' })).text()).toContain('<h1');
    expect(renders()).toBe(before);
  });

  it('renders every unknown address once, as the one 404 page', async () => {
    await get('/no-such-page');
    const before = renders();
    for (const path of ['/no-such-page', '/another/missing/page', '/features/old-name']) {
      const answer = await get(path);
      expect(answer.status).toBe(404);
      expect(await answer.text()).toContain('Page Not Found');
    }
    expect(renders()).toBe(before);
  });

  it('says how long caches may keep what is the same for everyone: pages, the feed, the sitemap, robots.txt', async () => {
    for (const path of ['/', '/pricing?quantity.dr770x-2ch=3', '/blog/all?category=news', '/blog/feed.xml', '/sitemap.xml', '/robots.txt']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('cache-control'), path).toBe(sharedPolicy);
      await answer.arrayBuffer();
    }
  });

  it('keeps a lead form’s answers to the visitor who posted it: the next visitor gets the empty form', async () => {
    const typed = { firstName: 'Private', lastName: 'Person', email: 'not-an-address', company: 'Secret Freight', requirements: 'Only for me' };
    for (const [path, extra] of [
      ['/contact', {}],
      ['/request-demo', { fleetSize: '11-50', industry: 'Delivery' }],
    ] as const) {
      const post = (fields: Record<string, string>, from: string) =>
        fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from },
          body: new URLSearchParams({ ...fields, ...extra, website: '' }),
          redirect: 'manual',
        });
      // Refused: the form comes back with what was typed, for this visitor only.
      const refused = await post(typed, '198.51.100.20');
      expect(refused.status, path).toBe(400);
      expect(refused.headers.get('cache-control'), path).toBe(personalPolicy);
      expect(await refused.text(), path).toContain('Secret Freight');
      const next = await get(path);
      expect(next.headers.get('cache-control'), path).toBe(sharedPolicy);
      expect(next.headers.get('vary'), path).toBe('Accept-Encoding, Cookie');
      expect(await next.text(), path).not.toContain('Secret Freight');

      // Sent: the sender's success screen follows the redirect, behind their cookie; the next visitor's form is empty.
      const sent = await post({ ...typed, email: 'private.person@example.com' }, '198.51.100.21');
      expect(sent.status, path).toBe(303);
      const cookie = sent.headers.getSetCookie()[0]?.split(';')[0] ?? '';
      expect(cookie, path).toMatch(/^lead-sent=/);
      const success = await get(path, { Cookie: cookie });
      expect(success.headers.get('cache-control'), path).toBe(personalPolicy);
      expect(await success.text(), path).toContain('private.person@example.com');
      for (const headers of [{}, { Cookie: 'theme=dark' }] as Record<string, string>[]) {
        const afterwards = await (await get(path, headers)).text();
        expect(afterwards, path).not.toContain('private.person@example.com');
        expect(afterwards, path).not.toContain('Secret Freight');
      }
    }
  });

  it('gives a visitor with cookies the shared page where the page does not read them', async () => {
    const shared = await (await get('/how-it-works')).text();
    const before = renders();
    expect(await (await get('/how-it-works', { Cookie: 'theme=dark; other=1' })).text()).toBe(shared);
    expect(renders()).toBe(before);
  });

  it('answers a page that failed to render with the error page in the site’s frame, status 500, kept by no cache', async () => {
    // Astro renders src/pages/500.astro when a page throws; its own address shows it as any failure would.
    const answer = await get('/500');
    expect(answer.status).toBe(500);
    expect(answer.headers.get('cache-control')).toBe(personalPolicy);
    const page = await answer.text();
    expect(page).toMatch(/<meta name="robots" content="noindex"/);
    const text = textOf(page);
    expect(text).toContain('Unexpected Application Error! 500 Internal Server Error Return Home');
    // The site's frame: its navigation and its footer.
    expect(text).toMatch(/Dashcams [\d,]+ connected/);
    expect(page).toContain('<footer');
    expect(server.pages.peek('/500')).toBeUndefined();
  });

  it('lets no cache keep the admin or a session call', async () => {
    expect((await get('/admin/dashboard')).headers.get('cache-control')).toBe(personalPolicy);
    const token = await server.signIn(superAdmin.email, superAdmin.password);
    const call = await fetch(`${server.url}/functions/v1/admin?action=getDemoUrls`, { headers: { Authorization: `Bearer ${token}` } });
    expect(call.status).toBe(200);
    expect(call.headers.get('cache-control')).toBe(personalPolicy);
  });

  it('knows the data of every table that announces its changes', async () => {
    const announcing = await server.db.query<{ table: string }>(
      `select c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
       where p.proname = 'notify_public_cache' order by 1`,
    );
    expect(announcing.map((row) => row.table)).toEqual([...announcingTables()].sort());
  });
});
