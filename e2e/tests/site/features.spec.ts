import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from '../../utils/sitePage.ts';
import { viewports } from '../../utils/testEnv.ts';

/** The spec's feature ids, each the anchor of its card, with the card's title. */
const features = [
  ['unlimited-live-view', 'Unlimited Live View'],
  ['remote-playback', 'Remote Playback'],
  ['voice-call', 'Two-Way Voice Call'],
  ['event-upload', 'Automatic Event Upload'],
  ['gps-tracking', 'Real-Time GPS Tracking'],
  ['notifications', 'Instant Notifications'],
  ['dms-features', 'AI Driver Monitoring (DMS)'],
  ['driving-reports', 'Driving Reports'],
  ['hotspot', 'Wi-Fi Hotspot Connectivity'],
  ['multi-device', 'Multi-Device Access'],
  ['cloud-fota', 'Cloud Firmware Updates (FOTA)'],
] as const;

const card = (page: Page, title: string) => page.getByRole('main').getByRole('article', { name: title, exact: true });

test.use({ viewport: viewports.mobile });

test('eleven feature cards, each its own anchor', async ({ page }) => {
  await page.goto('/features');
  await waitForHydration(page);

  await expect(page.getByRole('main').getByRole('article')).toHaveCount(features.length);
  for (const [id, title] of features) await expect(card(page, title), title).toHaveAttribute('id', id);
});

test('an address with a feature’s anchor opens the page at that card', async ({ page }) => {
  await page.goto('/features#gps-tracking');
  await waitForHydration(page, '/features');

  await expect(card(page, 'Real-Time GPS Tracking')).toBeInViewport();
  await expect(card(page, 'Unlimited Live View')).not.toBeInViewport();
});

test('a link from another page to a feature lands on its card', async ({ page }) => {
  // The home banner's second slide links to the driver-monitoring card.
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('region', { name: 'Promotions' }).getByRole('button', { name: 'Go to slide 2' }).click();
  await page.getByRole('link', { name: 'Explore DMS Features' }).click();

  await expect(page).toHaveURL('/features#dms-features');
  await expect(card(page, 'AI Driver Monitoring (DMS)')).toBeInViewport();
});
