import { expect, test } from '@playwright/test';
import { waitForHydration } from '../../utils/sitePage.ts';
import { viewports } from '../../utils/testEnv.ts';

test.use({ viewport: viewports.desktop });

test('three numbered steps: a dashcam, a SIM card, a subscription', async ({ page }) => {
  await page.goto('/how-it-works');
  await waitForHydration(page);

  await expect(page.getByRole('main').getByRole('article').getByRole('heading')).toHaveText([
    'Step 1: Choose a Compatible Dashcam',
    'Step 2: Prepare Your SIM Card',
    'Step 3: Subscribe and Start Tracking',
  ]);
  await expect(page.getByText('SIM cards are bought separately', { exact: false })).toBeVisible();

  await page.getByRole('link', { name: 'Browse Dashcams' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compatible Dashcams');
});
