import { expect, type Page, test } from '@playwright/test';
import { cataloguePrice, waitForHydration } from '../../utils/sitePage.ts';
import { viewports } from '../../utils/testEnv.ts';

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

  const block = page.getByRole('region', { name: 'Our Growing Network' });
  await expect(block.getByRole('alert')).toHaveText('Failed to load fleet statistics');
  await expect(block.getByRole('definition')).toHaveCount(0);
  // The rest of the page is unaffected.
  await expect(page.getByRole('region', { name: 'Success Stories' })).toBeVisible();
});

test('the pricing page shows only the pricing error when prices cannot be loaded', async ({ page }) => {
  await failCall(page, 'pricing');
  await page.goto('/pricing');

  const main = page.getByRole('main');
  await expect(main).toHaveText('Failed to load pricing information');
  await expect(main.getByRole('article')).toHaveCount(0);
  await expect(main.getByRole('heading', { name: 'Cost Calculator' })).toHaveCount(0);
  await expect(main.getByRole('spinbutton')).toHaveCount(0);
  // The frame around the page stays, so the visitor can go elsewhere.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('the dashcam catalogue keeps its own prices when prices cannot be loaded', async ({ page }) => {
  const calls = await failCall(page, 'pricing');
  await page.goto('/dashcams');
  await waitForHydration(page);
  await expect.poll(calls).toBeGreaterThan(0);

  const price = (name: string) => cataloguePrice(page, name);
  await expect(price('DR970X-2CH LTE Plus')).toHaveText('$499.99');
  await expect(price('DR770X-2CH')).toHaveText('From $322.99~');
  await expect(price('DR970X-2CH Plus')).toHaveText('From $399.99~');
  await expect(price('DR770X Box-3CH Pro')).toHaveText('From $427.99~');
  await expect(price('CM100GLTE')).toHaveText('$199.99');
  await expect(price('Battery pack B-130A')).toHaveText('$299.99');
  await expect(price('Tamper-proof case')).toHaveText('$30.00 ~ $40.00');
  await expect(price('SD card')).toHaveText('$20.99 ~ $109.98');
});

test('the navigation leaves the count out when it cannot be loaded', async ({ page }) => {
  const calls = await failCall(page, 'dashcam-count');
  await page.goto('/');
  await waitForHydration(page);
  await expect.poll(calls).toBeGreaterThan(0);

  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Dashcams/ })).toHaveText('Dashcams');
});
