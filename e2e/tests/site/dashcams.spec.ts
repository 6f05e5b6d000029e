import type { Pricing } from '@fleet/api-client';
import { expect, type Page, test } from '@playwright/test';
import { readHeadTags } from '../../utils/headTags.ts';
import { fetchPricing, formatMoney } from '../../utils/siteApi.ts';
import { cataloguePrice, holdIslandScripts, waitForHydration, waitForIsland } from '../../utils/sitePage.ts';
import { viewports } from '../../utils/testEnv.ts';

const catalogueModels = ['dr970x-2ch-lte', 'dr770x-2ch', 'dr970x-2ch', 'dr770x-box-3ch-pro'] as const;

/** Every price of the catalogue as the pricing answer sets it: a dashcam from its 64GB price, as a starting price. */
function expectedPrices(pricing: Pricing): [string, string][] {
  const { modem, battery, tamperProofCase, sdCard } = pricing.accessories;
  return [
    ...catalogueModels.map((id): [string, string] => {
      const model = pricing.dashcams[id];
      if (!model?.prices['64GB']) throw new Error(`the pricing answer has no 64GB price for ${id}`);
      return [model.name, `From ${formatMoney(model.prices['64GB'])}~`];
    }),
    ['CM100GLTE', formatMoney(modem.price)],
    ['Battery pack B-130A', formatMoney(battery.price)],
    ['Tamper-proof case', `${formatMoney(tamperProofCase.priceRange.min)} ~ ${formatMoney(tamperProofCase.priceRange.max)}`],
    ['SD card', `${formatMoney(sdCard.prices['64GB'] ?? 0)} ~ ${formatMoney(sdCard.prices['512GB'] ?? 0)}`],
  ];
}

async function expectCataloguePrices(page: Page, pricing: Pricing) {
  for (const [product, price] of expectedPrices(pricing)) await expect(cataloguePrice(page, product), product).toHaveText(price);
}

async function openCatalogue(page: Page) {
  await page.goto('/dashcams');
  await waitForHydration(page);
}

test.use({ viewport: viewports.desktop });

// What the catalogue shows, read on one visit: each step is what a test of its own once checked on a visit of its own.
test('the catalogue: grouped by how each model connects, each card with its facts and live price, and the bulk order block', async ({ page, request }) => {
  const pricing = await fetchPricing(request);
  await openCatalogue(page);

  await test.step('the catalogue is grouped by how each model connects', async () => {
    const cards = (section: string) => page.getByRole('region', { name: section }).getByRole('article').getByRole('heading');
    await expect(cards('Built-in LTE Models')).toHaveText(['DR970X-2CH LTE Plus']);
    await expect(cards('External Connectivity Models')).toHaveText(['DR770X-2CH', 'DR970X-2CH Plus', 'DR770X Box-3CH Pro']);
    await expect(cards('LTE Connectivity Module')).toHaveText(['CM100GLTE']);
    await expect(cards('Popular Accessories')).toHaveText(['Battery pack B-130A', 'Tamper-proof case', 'SD card']);
  });

  await test.step('each card carries the facts of its model', async () => {
    const lte = page.getByRole('article', { name: 'DR970X-2CH LTE Plus' });
    await expect(lte.getByText('Nano SIM required and not included')).toBeVisible();
    for (const size of ['64GB', '128GB', '256GB', '512GB']) await expect(lte.getByText(size, { exact: true })).toBeVisible();

    await expect(
      page
        .getByRole('article', { name: 'DR770X Box-3CH Pro' })
        .getByRole('listitem')
        .filter({ hasText: /^Front \+/ }),
    ).toHaveText(['Front + IR Interior + Rear', 'Front + IR Interior + Truck exterior', 'Front + DMS + Rear', 'Front + DMS + Truck exterior']);

    const modem = page.getByRole('article', { name: 'CM100GLTE' });
    await expect(modem.getByRole('definition').filter({ hasText: 'Mbps' })).toHaveText(['Up to 150 Mbps', 'Up to 50 Mbps']);
    for (const band of ['B2', 'B4', 'B12', 'B1', 'B3', 'B5', 'B7', 'B8', 'B20']) await expect(modem.getByText(band, { exact: true })).toBeVisible();

    const makerPage = lte.getByRole('link', { name: 'Learn More' });
    await expect(makerPage).toHaveAttribute('target', '_blank');
  });

  await test.step('prices are the live ones of the pricing API', async () => {
    await expectCataloguePrices(page, pricing);
  });

  await test.step('the bulk order block asks for a custom quote on the contact page', async () => {
    const block = page.getByRole('region', { name: 'Bulk Order Inquiry – Exclusive Fleet Pricing' });
    await expect(block.getByText('50+ units')).toBeVisible();
    await expect(block.getByRole('link', { name: 'Request a Custom Quote' })).toHaveAttribute('href', '/contact');
  });
});

test('each model plays its videos, the Box-3CH Pro its driver monitoring demonstration too, loading no player before a press', async ({ page }) => {
  const playerRequests: string[] = [];
  await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) => {
    playerRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' });
  });
  await openCatalogue(page);

  for (const name of ['DR970X-2CH LTE Plus', 'DR770X-2CH', 'DR970X-2CH Plus']) {
    await expect(page.getByRole('article', { name }).getByRole('link', { name: /^Play video: / }), name).toHaveText(`${name} overview`);
  }
  const box = page.getByRole('article', { name: 'DR770X Box-3CH Pro' });
  await expect(box.getByRole('link', { name: /^Play video: / })).toHaveText([
    'DR770X Box-3CH Pro overview',
    'DR770X Box-3CH Pro driver monitoring (DMS) demonstration',
  ]);
  expect(playerRequests).toEqual([]);

  const dms = box.getByRole('link', { name: 'Play video: DR770X Box-3CH Pro driver monitoring (DMS) demonstration' });
  await waitForIsland(dms);
  await dms.click();
  const player = box.getByTitle('DR770X Box-3CH Pro driver monitoring (DMS) demonstration');
  await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/Dm6kS1wZa4T?autoplay=1');
  await expect(player).toBeFocused();
  await expect.poll(() => playerRequests).toEqual(['https://www.youtube-nocookie.com/embed/Dm6kS1wZa4T?autoplay=1']);
  await expect(box.getByRole('link', { name: 'Play video: DR770X Box-3CH Pro overview' })).toBeVisible();
});

test("a press on play before the page's script has come still plays the video, on its own page", async ({ page }) => {
  const videoPages: string[] = [];
  await page.route('https://www.youtube.com/**', (route) => {
    videoPages.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Video page</title><p>Video page stand-in</p>' });
  });
  await holdIslandScripts(page);
  await page.goto('/dashcams');

  await page.getByRole('article', { name: 'DR770X-2CH' }).getByRole('link', { name: 'Play video: DR770X-2CH overview' }).click();

  await expect(page.getByText('Video page stand-in')).toBeVisible();
  expect(videoPages).toEqual([expect.stringMatching(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]+$/)]);
});

test('the page describes every product as schema.org Product data in its HTML', async ({ request }) => {
  const response = await request.get('/dashcams');
  const products = readHeadTags(await response.text()).structuredData.filter(
    (data): data is { '@type': string; name: string; offers: { '@type': string; priceCurrency: string } } =>
      typeof data === 'object' && data !== null && (data as { '@type'?: string })['@type'] === 'Product',
  );

  expect(products.map((product) => product.name)).toEqual([
    'DR970X-2CH LTE Plus',
    'DR770X-2CH',
    'DR970X-2CH Plus',
    'DR770X Box-3CH Pro',
    'CM100GLTE',
    'Battery pack B-130A',
    'Tamper-proof case',
    'SD card',
  ]);
  for (const product of products) expect(product.offers.priceCurrency).toBe('USD');
});
