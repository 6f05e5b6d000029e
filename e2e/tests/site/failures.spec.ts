import { expect, type Page, test } from '@playwright/test';
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

test.use({ viewport: viewports.desktop });

test('the home page says when the statistics cannot be loaded', async ({ page }) => {
  await failCall(page, 'fleet-stats');
  await page.goto('/');

  // The page comes with the numbers; the block asks again once shown, and says when that fails.
  const block = page.getByRole('region', { name: 'Our Growing Network' });
  await waitForIsland(block);
  await expect(block.getByRole('alert')).toHaveText('Failed to load fleet statistics');
  await expect(block.getByRole('definition')).toHaveCount(0);
  // The rest of the page is unaffected.
  await expect(page.getByRole('region', { name: 'Success Stories' })).toBeVisible();
});
