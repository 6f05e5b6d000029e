import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMetrics, sampleOf } from '../harness/parseMetrics.ts';
import { startTestServer, type TestServer } from '../harness/startTestServer.ts';

// The render cache under a crowd asking for pages no one else asks for (missing posts, random searches): they are kept
// apart from the site's pages, which stay in memory for everyone, and each client address may cause only so many
// renders a minute. A small cache (2 MB, about fifteen pages) makes the crowd short.
const siteDist = fileURLToPath(new URL('../../../site/dist', import.meta.url));
if (!existsSync(`${siteDist}/server/entry.mjs`)) throw new Error(`${siteDist} holds no site build: run npm run build -w @fleet/site first`);

const metricsToken = 'render-limits-metrics-token';
const rendersPerMinute = 5;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    SITE_DIST: siteDist,
    TRUST_PROXY: '1',
    PAGE_CACHE_MB: '2',
    RENDER_RATE_LIMIT: String(rendersPerMinute),
    METRICS_TOKEN: metricsToken,
  });
});
afterAll(async () => {
  await server?.stop();
});

/** A GET from a client address of the test's own (the one proxy in front says which). */
const get = async (path: string, from: string) => {
  const answer = await fetch(`${server.url}${path}`, { headers: { 'x-forwarded-for': from } });
  return { status: answer.status, retryAfter: answer.headers.get('retry-after'), body: await answer.text() };
};
const random = () => randomBytes(6).toString('hex');
let nextClient = 0;
/** A client address no other request of this file used. */
const newClient = () => {
  nextClient++;
  return `198.18.${Math.floor(nextClient / 250)}.${(nextClient % 250) + 1}`;
};
const scrape = async () => parseMetrics(await (await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } })).text());

describe('the render cache under a crowd of addresses no one else asks for', () => {
  it('keeps the site’s pages: missing posts and random searches evict only each other', async () => {
    for (const path of ['/', '/pricing']) expect((await get(path, newClient())).status).toBe(200);
    const rendersOfPages = server.pages.counts.renders;
    // Forty missing posts and forty searches, two renders each from eighty clients: past the cache's whole size.
    for (let i = 0; i < 40; i++) {
      expect((await get(`/blog/${random()}`, newClient())).status).toBe(404);
      expect((await get(`/blog/all?search=${random()}`, newClient())).status).toBe(200);
    }
    expect(server.pages.counts.renders - rendersOfPages).toBe(80);
    expect(server.pages.peek('/')).toBeDefined();
    expect(server.pages.peek('/pricing')).toBeDefined();
    const renders = server.pages.counts.renders;
    for (const path of ['/', '/pricing']) expect((await get(path, newClient())).status).toBe(200);
    expect(server.pages.counts.renders).toBe(renders);

    const samples = await scrape();
    const variantBytes = sampleOf(samples, 'fleet_render_cache_variant_bytes') ?? Number.NaN;
    expect(variantBytes).toBeGreaterThan(0);
    expect(variantBytes).toBeLessThanOrEqual(256 * 1024);
    expect(sampleOf(samples, 'fleet_render_cache_variant_pages')).toBe(server.pages.size.variants);
    expect(sampleOf(samples, 'fleet_render_cache_pages')).toBe(server.pages.size.entries);
    expect(sampleOf(samples, 'fleet_render_cache_bytes')).toBeLessThanOrEqual(2 * 1024 * 1024);
  });

  it('lets one client address cause only so many renders a minute, then answers 429 with Retry-After', async () => {
    const client = newClient();
    expect((await get('/', newClient())).status).toBe(200);
    const before = sampleOf(await scrape(), 'fleet_render_cache_refused_renders_total') ?? 0;
    for (let i = 0; i < rendersPerMinute; i++) expect((await get(`/blog/all?search=${random()}`, client)).status).toBe(200);
    const refused = await get(`/blog/${random()}`, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60 / rendersPerMinute);
    expect(refused.body).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/);
    // The pages in memory are still everyone's, this client's too; another client still gets its renders.
    expect((await get('/', client)).status).toBe(200);
    expect((await get(`/blog/all?search=${random()}`, newClient())).status).toBe(200);
    expect((sampleOf(await scrape(), 'fleet_render_cache_refused_renders_total') ?? 0) - before).toBe(1);
  });

  it('counts a page made for one visitor as a render too: a form’s answer, a page asked for with its cookie', async () => {
    const client = newClient();
    for (let i = 0; i < rendersPerMinute; i++) {
      const answer = await fetch(`${server.url}/contact`, { headers: { 'x-forwarded-for': client, cookie: `lead-sent=${random()}` } });
      expect(answer.status).toBe(200);
      await answer.arrayBuffer();
    }
    const posted = await fetch(`${server.url}/contact`, {
      method: 'POST',
      headers: { 'x-forwarded-for': client, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'firstName=Ada',
    });
    expect(posted.status).toBe(429);
  });
});
