import { expect, test } from '@playwright/test';
import { waitForHydration } from '../../utils/sitePage.ts';
import { viewports } from '../../utils/testEnv.ts';

test.use({ viewport: viewports.desktop });

test('an unknown address answers 404 with a way back and a way home', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);

  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByText('The page you are looking for does not exist or has been moved.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Example Fleet');

  await page.goForward();
  await waitForHydration(page, '/no-such-page');
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashcam-Based Video Telematics for Fleets of Every Size');
});
