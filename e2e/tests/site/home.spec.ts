import { expect, test } from '@playwright/test';
import { anonKey } from '../../utils/testEnv';

test('home shows the live fleet statistics from the API', async ({ page, request }) => {
  const response = await request.get('/functions/v1/fleet-stats', {
    headers: { Authorization: `Bearer ${anonKey}` },
  });
  expect(response.ok()).toBe(true);
  const stats = (await response.json()) as { users: number; dashcams: number };

  await page.goto('/');

  const block = page.getByRole('region', { name: 'Live statistics' });
  await expect(block.getByText('Live data from our global network')).toBeVisible();
  await expect(block.getByRole('term')).toHaveText(['Fleet users', 'Dashcams']);
  await expect(block.getByRole('definition')).toHaveText([
    stats.users.toLocaleString('en-US'),
    stats.dashcams.toLocaleString('en-US'),
  ]);
});
