import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logging/createLogger.ts';
import { type FakeWordPress, startFakeWordPress } from '../harness/fakeWordPress.ts';
import { type MetricSample, parseMetrics, sampleOf } from '../harness/parseMetrics.ts';
import { anonKey, startTestServer, superAdmin, type TestServer } from '../harness/startTestServer.ts';
import { testBackend } from '../harness/testDatabase.ts';

// The site as built (npm test builds it before the API's tests): its pages go through the render cache.
const siteDist = fileURLToPath(new URL('../../../site/dist', import.meta.url));
if (!existsSync(`${siteDist}/server/entry.mjs`)) throw new Error(`${siteDist} holds no site build: run npm run build -w @fleet/site first`);

const token = 'metrics-token-for-the-tests-0123456789';
const syncSecret = 'a-shared-secret-of-some-length';
const requests = 'http_request_duration_seconds_count';

interface LogLine {
  level: number | string;
  path?: string;
  status?: number;
}
const lines: LogLine[] = [];

let server: TestServer;
let wordpress: FakeWordPress;
beforeAll(async () => {
  wordpress = await startFakeWordPress();
  // The first sync, at the start, fails; a push later goes through.
  wordpress.trouble = 'down';
  const logger = await createLogger({ LOG_LEVEL: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  server = await startTestServer(
    { METRICS_TOKEN: token, SITE_DIST: siteDist, CONTENT_SOURCE_URL: wordpress.url, CONTENT_SYNC_SECRET: syncSecret, CONTENT_SYNC_INTERVAL: '1h' },
    logger,
  );
});
afterAll(async () => {
  await server?.stop();
  await wordpress?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers, redirect: 'manual' });

async function scrape(): Promise<MetricSample[]> {
  const response = await get('/metrics', { Authorization: `Bearer ${token}` });
  expect(response.status).toBe(200);
  return parseMetrics(await response.text());
}

/** How much a sample moved between two scrapes (a series that is not there counts as 0). */
const moved = (before: MetricSample[], after: MetricSample[], name: string, labels: Record<string, string> = {}) =>
  (sampleOf(after, name, labels) ?? 0) - (sampleOf(before, name, labels) ?? 0);

/** The requests counted under each series but /metrics' own, summed. */
const requestsCounted = (samples: MetricSample[]) =>
  samples.filter((sample) => sample.name === requests && sample.labels.route !== '/metrics').reduce((sum, sample) => sum + sample.value, 0);

describe('GET /metrics', () => {
  it('is not there without METRICS_TOKEN: the site answers it as any unknown address', async () => {
    const plain = await startTestServer({ SITE_DIST: siteDist });
    try {
      const response = await fetch(`${plain.url}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    } finally {
      await plain.stop();
    }
  });

  it('answers 401 without the token or with another, never cached, and a scrape in the Prometheus text format', async () => {
    for (const authorization of [undefined, `Bearer ${token}x`, `Bearer ${token.slice(1)}`, `Basic ${btoa(`metrics:${token}`)}`, 'Bearer']) {
      const response = await get('/metrics', authorization === undefined ? {} : { Authorization: authorization });
      expect(response.status, String(authorization)).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await response.text()).not.toContain('http_request_duration_seconds');
    }
    const response = await get('/metrics', { Authorization: `Bearer ${token}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = await response.text();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toContain('# TYPE fleet_leads_received_total counter');
    // Refusals are logged as any refusal; a scrape that passes only at debug, as a health check.
    const scrapes = lines.filter((line) => line.path === '/metrics');
    expect(scrapes.filter((line) => line.status === 401)).toHaveLength(5);
    expect(scrapes.filter((line) => line.status === 200)).toHaveLength(0);
  });

  it('counts real traffic: requests by route template, the render cache, leads, demo links, sign-in failures and throttling', async () => {
    const start = await scrape();
    let sent = 0;
    const send = async (path: string, init: RequestInit = {}) => {
      sent += 1;
      const response = await fetch(`${server.url}${path}`, { redirect: 'manual', ...init });
      return { status: response.status, body: await response.text() };
    };
    const post = (path: string, body: unknown, authorization = `Bearer ${anonKey}`) =>
      send(path, { method: 'POST', headers: { Authorization: authorization, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

    // A page twice: rendered once (a miss), then answered from memory (a hit).
    expect((await send('/about')).status).toBe(200);
    const rendered = await scrape();
    expect(moved(start, rendered, 'fleet_render_cache_requests_total', { result: 'miss' })).toBe(1);
    expect(moved(start, rendered, 'fleet_render_cache_renders_total')).toBe(1);
    expect((await send('/about')).status).toBe(200);
    const kept = await scrape();
    expect(moved(rendered, kept, 'fleet_render_cache_requests_total', { result: 'hit' })).toBe(1);
    expect(moved(rendered, kept, 'fleet_render_cache_requests_total', { result: 'miss' })).toBe(0);
    expect(moved(rendered, kept, 'fleet_render_cache_renders_total')).toBe(0);
    expect(sampleOf(kept, 'fleet_render_cache_pages')).toBe(server.pages.size.entries);

    // Addresses that would each make a series if labelled by their path: a campaign's query, a post, any unknown path.
    expect((await send('/about?utm_source=newsletter&utm_campaign=spring')).status).toBe(200);
    expect((await send('/blog/no-such-post-at-all')).status).toBe(404);
    expect((await send('/no/such/page?x=1')).status).toBe(404);
    expect((await send('/favicon.svg')).status).toBe(200);

    // Leads: a contact message, and two demo requests from one client, who is given one demo link.
    const contact = { firstName: 'Avery', lastName: 'Lee', email: 'avery@haulers.example' };
    const demo = { firstName: 'Robin', lastName: 'Park', email: 'robin@mining.example', company: 'Pit Mining' };
    expect((await post('/functions/v1/send-contact-email', contact)).status).toBe(200);
    expect((await post('/functions/v1/send-demo-request', demo)).status).toBe(200);
    expect((await post('/functions/v1/send-demo-request', demo)).status).toBe(200);

    // A manager's demo link, opened once; and a link that does not exist.
    const signedIn = await post('/functions/v1/signin', superAdmin);
    expect(signedIn.status).toBe(200);
    const { session } = JSON.parse(signedIn.body) as { session: { access_token: string } };
    const generated = await post('/functions/v1/generate-demo-url', { clientEmail: 'client@fleet.example' }, `Bearer ${session.access_token}`);
    expect(generated.status).toBe(200);
    const { url } = JSON.parse(generated.body) as { url: string };
    expect((await send(new URL(url).pathname)).status).toBe(302);
    expect((await send(`/demo-access/${'x'.repeat(32)}`)).status).toBe(404);

    // A wrong password, then a burst at one e-mail: the throttle checks five and holds the rest back.
    expect((await post('/functions/v1/signin', { email: superAdmin.email, password: 'Not-The-Password-1!' })).status).toBe(401);
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => post('/functions/v1/signin', { email: 'guessed@example.com', password: 'Guess-Number-1!' }).then((r) => r.status)),
    );
    const checked = burst.filter((status) => status === 401).length;
    const held = burst.filter((status) => status === 429).length;
    expect(checked + held).toBe(burst.length);
    expect(held).toBeGreaterThan(0);

    const after = await scrape();
    const count = (method: string, route: string, status: number) => moved(start, after, requests, { method, route, status: String(status) });
    expect(count('GET', '/about', 200)).toBe(3);
    expect(count('GET', '/blog/{slug}', 404)).toBe(1);
    expect(count('GET', '/404', 404)).toBe(1);
    expect(count('GET', 'static', 200)).toBe(1);
    expect(count('POST', '/functions/v1/send-contact-email', 200)).toBe(1);
    expect(count('POST', '/functions/v1/send-demo-request', 200)).toBe(2);
    expect(count('POST', '/functions/v1/signin', 200)).toBe(1);
    expect(count('POST', '/functions/v1/signin', 401)).toBe(1 + checked);
    expect(count('POST', '/functions/v1/signin', 429)).toBe(held);
    expect(count('POST', '/functions/v1/generate-demo-url', 200)).toBe(1);
    expect(count('GET', '/demo-access/{token}', 302)).toBe(1);
    expect(count('GET', '/demo-access/{token}', 404)).toBe(1);
    // Every request that came in, once; none of the API reads the pages made as they rendered.
    expect(requestsCounted(after) - requestsCounted(start)).toBe(sent);
    // Templates only: no query string, no post's slug, no unknown path, no demo link's token.
    const routes = new Set(after.filter((sample) => sample.name === requests).map((sample) => sample.labels.route));
    for (const route of routes) expect(route).toMatch(/^(static|other|\/[a-z0-9/{}._*-]*)$/);
    expect([...routes].filter((route) => route?.includes('no-such') || route?.includes('xxxx'))).toEqual([]);
    // Each scrape is counted under its own route, once answered: this one saw the three before it in this test.
    expect(moved(start, after, requests, { method: 'GET', route: '/metrics', status: '200' })).toBe(3);

    expect(moved(start, after, 'fleet_render_cache_requests_total', { result: 'hit' })).toBe(2);
    expect(moved(start, after, 'fleet_render_cache_requests_total', { result: 'miss' })).toBe(3);
    expect(moved(start, after, 'fleet_render_cache_renders_total')).toBe(3);
    expect(moved(start, after, 'fleet_leads_received_total', { form: 'contact' })).toBe(1);
    expect(moved(start, after, 'fleet_leads_received_total', { form: 'demo' })).toBe(2);
    expect(moved(start, after, 'fleet_demo_links_generated_total', { source: 'website' })).toBe(1);
    expect(moved(start, after, 'fleet_demo_links_generated_total', { source: 'admin' })).toBe(1);
    expect(moved(start, after, 'fleet_demo_link_opens_total', { result: 'opened' })).toBe(1);
    expect(moved(start, after, 'fleet_demo_link_opens_total', { result: 'unknown' })).toBe(1);
    expect(moved(start, after, 'fleet_demo_link_opens_total', { result: 'expired' })).toBe(0);
    expect(moved(start, after, 'fleet_sign_in_failures_total', { step: 'password' })).toBe(1 + checked);
    expect(moved(start, after, 'fleet_sign_in_failures_total', { step: 'code' })).toBe(0);
    expect(moved(start, after, 'fleet_sign_in_throttled_total', { limit: 'email' })).toBe(held);
    expect(moved(start, after, 'fleet_sign_in_throttled_total', { limit: 'address' })).toBe(0);
  });

  it('counts the page views answered but not counted: sent from another site, or past the limit per address', async () => {
    const start = await scrape();
    for (const reason of ['other_site', 'rate_limited', 'backlog', 'write_failed']) {
      expect(sampleOf(start, 'fleet_page_views_dropped_total', { reason }), reason).toBeDefined();
    }
    expect(sampleOf(start, 'fleet_page_views_pooled_total')).toBeDefined();
    const beacon = (headers: Record<string, string> = {}) =>
      fetch(`${server.url}/functions/v1/collect`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0', ...headers },
        body: JSON.stringify({ url: 'http://localhost:8080/pricing?utm_source=planted' }),
      }).then((answer) => answer.status);

    expect(await beacon({ 'Sec-Fetch-Site': 'cross-site' })).toBe(204);
    expect(await beacon({ Referer: 'https://elsewhere.example/' })).toBe(204);
    // 125 from this one address, over 60 a minute whether or not the minute turns during the burst.
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) statuses.push(await beacon({ 'Sec-Fetch-Site': 'same-origin' }));
    const refused = statuses.filter((status) => status === 429).length;
    expect(refused).toBeGreaterThan(0);

    const after = await scrape();
    expect(moved(start, after, 'fleet_page_views_dropped_total', { reason: 'other_site' })).toBe(2);
    expect(moved(start, after, 'fleet_page_views_dropped_total', { reason: 'rate_limited' })).toBe(refused);
    expect(moved(start, after, 'fleet_page_views_dropped_total', { reason: 'backlog' })).toBe(0);
  });

  it("reads the outbox's backlog from the database, and answers without it while the database does not", async () => {
    const oldest = await server.db.query<{ id: string }>(`select id from outbox where status = 'pending' order by created_at limit 1`);
    expect(oldest).toHaveLength(1);
    await server.db.query(`update outbox set status = 'failed' where id = $1`, [oldest[0]!.id]);
    const samples = await scrape();
    const [expected] = await server.db.query<{ pending: number; failed: number; age: number }>(
      `select count(*) filter (where status = 'pending')::int as pending, count(*) filter (where status = 'failed')::int as failed,
         extract(epoch from now() - min(created_at) filter (where status = 'pending'))::float8 as age from outbox`,
    );
    expect(sampleOf(samples, 'fleet_database_up')).toBe(1);
    expect(sampleOf(samples, 'fleet_outbox_emails', { status: 'pending' })).toBe(expected!.pending);
    expect(sampleOf(samples, 'fleet_outbox_emails', { status: 'failed' })).toBe(expected!.failed);
    expect(expected!.pending).toBeGreaterThan(0);
    expect(sampleOf(samples, 'fleet_outbox_oldest_pending_age_seconds')).toBeGreaterThan(0);
    expect(sampleOf(samples, 'fleet_outbox_oldest_pending_age_seconds')).toBeLessThanOrEqual(expected!.age);

    // The database holds the outbox locked for 3 s: the scrape gives up on it after 2 s and answers the rest.
    const locked = server.db.transaction(async (tx) => {
      await tx.query('lock table outbox in access exclusive mode');
      await sleep(3_000);
    });
    await sleep(200);
    const started = performance.now();
    const away = await scrape();
    const seconds = (performance.now() - started) / 1000;
    await locked;
    expect(seconds).toBeGreaterThan(1.5);
    expect(seconds).toBeLessThan(3);
    expect(sampleOf(away, 'fleet_database_up')).toBe(0);
    expect(sampleOf(away, 'fleet_outbox_emails', { status: 'pending' })).toBeUndefined();
    expect(sampleOf(away, 'fleet_outbox_oldest_pending_age_seconds')).toBeUndefined();
    expect(sampleOf(away, 'fleet_leads_received_total', { form: 'contact' })).toBeGreaterThan(0);
    expect(sampleOf(await scrape(), 'fleet_database_up')).toBe(1);
  });

  it("says how the mirror's syncs stand: a failed one, then one that went through", async () => {
    await expect.poll(async () => sampleOf(await scrape(), 'fleet_content_sync_last_run_ok'), { timeout: 20_000 }).toBe(0);
    const failed = await scrape();
    expect(sampleOf(failed, 'fleet_content_sync_consecutive_failures')).toBeGreaterThanOrEqual(1);
    expect(sampleOf(failed, 'fleet_content_sync_last_success_age_seconds')).toBeUndefined();

    wordpress.trouble = undefined;
    const pushed = await fetch(`${server.url}/functions/v1/content-sync`, { method: 'POST', headers: { 'X-Content-Sync-Secret': syncSecret } });
    expect(pushed.status).toBe(200);
    const synced = await scrape();
    expect(sampleOf(synced, 'fleet_content_sync_last_run_ok')).toBe(1);
    expect(sampleOf(synced, 'fleet_content_sync_consecutive_failures')).toBe(0);
    expect(sampleOf(synced, 'fleet_content_sync_last_success_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(sampleOf(synced, 'fleet_content_sync_last_success_age_seconds')).toBeLessThan(10);
  });

  it("exposes the process's own metrics, and the connection pool's on PostgreSQL", async () => {
    const samples = await scrape();
    expect(sampleOf(samples, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(sampleOf(samples, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sampleOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    if (testBackend() === 'pglite') {
      expect(samples.filter((sample) => sample.name.startsWith('fleet_db_pool_'))).toEqual([]);
      return;
    }
    // The test database's pool (cloneTemplate) holds 5.
    expect(sampleOf(samples, 'fleet_db_pool_max_connections'), 'the pool gauges read Database.poolStats (api/src/db/openPostgres.ts)').toBe(5);
    const used = sampleOf(samples, 'fleet_db_pool_connections', { state: 'used' }) ?? -1;
    const idle = sampleOf(samples, 'fleet_db_pool_connections', { state: 'idle' }) ?? -1;
    expect(used).toBeGreaterThanOrEqual(0);
    expect(idle).toBeGreaterThanOrEqual(0);
    expect(used + idle).toBeGreaterThan(0);
    expect(used + idle).toBeLessThanOrEqual(5);
    expect(sampleOf(samples, 'fleet_db_pool_pending_requests')).toBe(0);
  });
});
