import { expect, test } from '@playwright/test';
import { waitForHydration } from '../../utils/sitePage.ts';
import { viewports } from '../../utils/testEnv.ts';

test.use({ viewport: viewports.desktop });

test('the story, the mission’s three points, the figures and the timeline', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);

  await expect(page.getByRole('region', { name: 'Our Story' }).getByRole('img')).toBeVisible();

  await expect(page.getByRole('region', { name: 'Our Mission' }).getByRole('article').getByRole('heading')).toHaveText([
    'Easy to Adopt',
    'Affordable Video Telematics',
    'Maintenance-Free',
  ]);

  const figures = page.getByRole('region', { name: 'By the Numbers' });
  await expect(figures.getByRole('term')).toHaveText(['Countries', 'Fleet Customers', 'Connected Vehicles', 'Years of Service']);
  await expect(figures.getByRole('definition')).toHaveText(['20+', '500+', '10,000+', '5+']);

  const timeline = page.getByRole('region', { name: 'Our Journey' }).getByRole('listitem');
  await expect(timeline.getByRole('time')).toHaveText(['2007', '2015', '2020', '2023', '2024']);
  await expect(timeline.getByRole('heading')).toHaveText([
    'Roadsight Is Founded',
    'Cloud Innovation',
    'Example Fleet Launches',
    'AI Driver Monitoring',
    'Platform Evolution',
  ]);
});
