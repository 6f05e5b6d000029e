import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logging/createLogger.ts';
import { startTestServer, type TestServer } from '../harness/startTestServer.ts';

// The site as built (npm test builds it before the API's tests): the server renders its pages on its own data.
const siteDist = fileURLToPath(new URL('../../../site/dist', import.meta.url));
if (!existsSync(`${siteDist}/server/entry.mjs`)) throw new Error(`${siteDist} holds no site build: run npm run build -w @fleet/site first`);

/** The server's error lines, as the JSON it writes. */
const logged: Record<string, unknown>[] = [];

let server: TestServer;
beforeAll(async () => {
  // What a render shows, every time: with the render cache, a page shown once would be shown again while its data
  // cannot be read (stale if error; renderCache.test.ts), and the states below only on a first showing.
  const logger = await createLogger({ LOG_LEVEL: 'error' }, { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) });
  server = await startTestServer({ SITE_DIST: siteDist, PAGE_CACHE_MB: '0' }, logger);
});
afterAll(async () => {
  await server?.stop();
});

const html = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, text: await response.text(), response };
};
/** The page's text, roughly as a reader meets it: scripts and tags out. */
const textOf = (page: string) =>
  page
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
/** The text without any white space: a price is split over several elements. */
const squeezed = (page: string) => textOf(page).replace(/\s+/g, '');
/** The site's log line for a read of `page` that failed, in the spec's words, with the status of the answer. */
const failedRead = (message: string, page: string) => expect.objectContaining({ level: 'error', msg: message, page, status: expect.any(Number) });

/**
 * Runs `check` while a table the public reads need is gone (renamed; the cached answers dropped, as on any
 * change), then puts it back.
 */
async function withoutTable(table: string, check: () => Promise<void>): Promise<void> {
  await server.db.query(`alter table ${table} rename to ${table}_away`);
  await server.db.query(`select pg_notify('public_cache', '')`);
  try {
    await check();
  } finally {
    await server.db.query(`alter table ${table}_away rename to ${table}`);
    await server.db.query(`select pg_notify('public_cache', '')`);
  }
}

describe('the site rendered on the server', () => {
  it('writes the live numbers into the page: the dashcam count, the statistics and the prices', async () => {
    const [stats] = await server.db.query<{ dashcams: number; users: number }>('select dashcams, users from fleet_stats where id = 1');
    if (!stats) throw new Error('no fleet_stats row');
    const { dashcams, users } = stats;
    const home = textOf((await html('/')).text);
    expect(home).toContain(`Dashcams ${dashcams.toLocaleString('en-US')} connected`);
    expect(home).toContain(users.toLocaleString('en-US'));
    const pricing = await html('/pricing');
    expect(pricing.status).toBe(200);
    expect(textOf(pricing.text)).toContain('Cost Calculator');
  });

  it('names the REST API index on every page, where WordPress clients start discovery', async () => {
    for (const path of ['/', '/blog/all', '/pricing']) {
      expect((await html(path)).response.headers.get('link'), path).toBe(`<${server.config.publicUrl}/wp-json/>; rel="https://api.w.org/"`);
    }
  });

  it('shows the live prices on /dashcams, not the catalogue’s own list', async () => {
    // The seeded prices equal the catalogue's fallbacks: raise them so the two can be told apart.
    await server.db.query('update dashcam_prices set price = price + 10');
    await server.db.query(`select pg_notify('public_cache', '')`);
    try {
      await expect.poll(async () => squeezed((await html('/dashcams')).text)).toContain('$509.99');
      expect(squeezed((await html('/dashcams')).text)).toContain('From$332.99~');
    } finally {
      await server.db.query('update dashcam_prices set price = price - 10');
      await server.db.query(`select pg_notify('public_cache', '')`);
    }
  });

  it('shows only the pricing error on /pricing when the prices cannot be read, the frame around it intact', async () => {
    await withoutTable('plan_prices', async () => {
      await expect.poll(async () => textOf((await html('/pricing')).text)).toContain('Failed to load pricing information');
      const page = await html('/pricing');
      expect(page.status).toBe(200);
      const text = textOf(page.text);
      expect(text).not.toContain('Cost Calculator');
      expect(page.text).toContain('aria-label="Main"');
      expect(page.text).toContain('<footer');
      expect(logged).toContainEqual(failedRead('Failed to fetch pricing', '/pricing'));
    });
  });

  it('keeps the catalogue’s own prices on /dashcams when the prices cannot be read', async () => {
    await withoutTable('plan_prices', async () => {
      await expect.poll(async () => (await html('/pricing')).text).toContain('Failed to load pricing information');
      const text = squeezed((await html('/dashcams')).text);
      for (const price of ['$499.99', 'From $322.99~', 'From $399.99~', 'From $427.99~', '$199.99', '$299.99', '$30.00 ~ $40.00', '$20.99 ~ $109.98']) {
        expect(text).toContain(price.replace(/\s+/g, ''));
      }
    });
  });

  it('says Failed to load blog posts on /blog/all when the posts cannot be read, with no way to load more', async () => {
    await withoutTable('wp_posts', async () => {
      const page = await html('/blog/all');
      expect(page.status).toBe(200);
      const text = textOf(page.text);
      expect(text).toContain('Failed to load blog posts');
      expect(text).not.toContain('Load More Posts');
      expect(page.text).toContain('<footer');
      expect(logged).toContainEqual(failedRead('Failed to load blog posts', '/blog/all'));
    });
  });

  it('leaves the count out of the navigation, and shows the spec’s 0 and 0 statistics, when they cannot be read', async () => {
    await withoutTable('fleet_stats', async () => {
      await expect.poll(async () => textOf((await html('/')).text)).not.toMatch(/Dashcams [\d,]+ connected/);
      const page = await html('/');
      expect(page.status).toBe(200);
      // What a reader without script keeps; the island's own read replaces them when it can.
      expect(textOf(page.text)).toContain('Fleet Users 0 Dashcams 0');
      expect(logged).toContainEqual(failedRead('Failed to fetch fleet stats', '/'));
      expect(logged).toContainEqual(failedRead('Failed to fetch dashcam count', '/'));
    });
  });
});
