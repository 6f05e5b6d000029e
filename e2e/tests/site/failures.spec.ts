import { expect, type Page, test } from '@playwright/test';
import { fetchFleetStats, formatCount } from '../../utils/siteApi.ts';
import { waitForIsland } from '../../utils/sitePage.ts';
import { viewports } from '../../utils/testEnv.ts';

// What the server reads for a page while rendering it (prices, counts) fails in api/test/api/sitePages.test.ts.

/** Makes one public call fail with a server error; returns how many times the page asked. */
async function failCall(page: Page, name: string): Promise<() => number> {
  let calls = 0;
  await page.route(`**/functions/v1/${name}`, async (route) => {
    calls += 1;
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Internal error', code: 'internal_error' }) });
  });
  return () => calls;
}

/** The page's console errors so far. */
function consoleErrors(page: Page): () => string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return () => errors;
}

/**
 * Serves the home page as the server renders it when it could not read the statistics: the statistics island
 * comes with no numbers (sitePages.test.ts checks the server's side of it).
 */
async function serveHomeWithoutStats(page: Page): Promise<void> {
  await page.route('**/', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const island = /(<astro-island\b[^>]*\bcomponent-url="[^"]*\/LiveStatsIsland\.[^"]*"[^>]*?\sprops=")([^"]*)"/;
    const html = await response.text();
    expect(html).toMatch(island);
    // The island keeps its other props (its title, its messages): only the numbers the server read are taken away.
    const withoutStats = (attribute: string) => {
      const { stats: _stats, ...rest } = JSON.parse(
        attribute.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&'),
      ) as Record<string, unknown>;
      return JSON.stringify(rest).replaceAll('&', '&amp;').replaceAll('"', '&quot;');
    };
    // The body arrives decoded: it goes back without the encoding and length of the compressed one.
    const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
    await route.fulfill({
      status: response.status(),
      headers,
      body: html.replace(island, (_, start: string, props: string) => `${start}${withoutStats(props)}"`),
    });
  });
}

test.use({ viewport: viewports.desktop });

const statistics = (page: Page) => page.getByRole('region', { name: 'Our Growing Network' });

test('the home page keeps the statistics it came with when their refresh fails, and logs Failed to fetch fleet stats', async ({ page, request }) => {
  const stats = await fetchFleetStats(request);
  const calls = await failCall(page, 'fleet-stats');
  const errors = consoleErrors(page);
  await page.goto('/');

  // The page comes with the numbers; the block asks again once shown, once, and keeps them when that fails.
  const block = statistics(page);
  await waitForIsland(block);
  const logged = () => errors().filter((error) => error.startsWith('Failed to fetch fleet stats'));
  // Settled once the failure has been dealt with: told to the console, or (as the block once did) shown instead.
  await expect.poll(async () => logged().length > 0 || (await block.getByRole('alert').count()) > 0).toBe(true);
  await expect(block.getByRole('alert')).toHaveCount(0);
  await expect(block.getByRole('definition')).toHaveText([formatCount(stats.users), formatCount(stats.dashcams)]);
  expect(logged()).toHaveLength(1);
  expect(calls()).toBe(1);
  // The rest of the page is unaffected.
  await expect(page.getByRole('region', { name: 'Success Stories' })).toBeVisible();
});

test('the home page shows 0 and 0 when neither the server nor the browser could read the statistics', async ({ page }) => {
  await serveHomeWithoutStats(page);
  await failCall(page, 'fleet-stats');
  const errors = consoleErrors(page);
  await page.goto('/');

  const block = statistics(page);
  await waitForIsland(block);
  await expect(block.getByRole('definition')).toHaveText(['0', '0']);
  await expect(block.getByRole('alert')).toHaveCount(0);
  await expect.poll(() => errors().filter((error) => error.startsWith('Failed to fetch fleet stats'))).toHaveLength(1);
});
