import type { Pricing } from '@fleet/api-client';
import { expect, type Page, test } from '@playwright/test';
import { fetchPricing, formatCount, formatMoney } from '../../utils/siteApi.ts';
import { holdIslandScripts, waitForHydration } from '../../utils/sitePage.ts';
import { viewports } from '../../utils/testEnv.ts';

async function openPricing(page: Page) {
  await page.goto('/pricing');
  await waitForHydration(page);
}

test.use({ viewport: viewports.desktop });

// What the page states, read on one visit: each step is what a test of its own once checked on a visit of its own.
test('the plans at their prices, the service limits every plan includes, and a question of the FAQ that opens and closes', async ({ page }) => {
  await openPricing(page);

  await test.step('the Monthly Plan at its prices beside the Enterprise Plan', async () => {
    const monthly = page.getByRole('article', { name: 'Monthly Plan' });
    await expect(monthly.getByText('50% OFF')).toBeVisible();
    await expect(monthly.getByText('$15.99', { exact: true })).toBeVisible();
    await expect(monthly.getByText('$12.00 per month for each additional vehicle')).toBeVisible();
    await expect(monthly.getByText('First month free')).toBeVisible();
    await expect(monthly.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', 'https://app.example.com/sign-up');

    const enterprise = page.getByRole('article', { name: 'Enterprise Plan' });
    await expect(enterprise.getByText('Custom', { exact: true })).toBeVisible();
    await expect(enterprise.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact');

    await expect(page.getByRole('main').getByRole('link', { name: 'Purchase Hardware' })).toHaveAttribute('href', '/dashcams');
  });

  await test.step('every plan includes the service limits', async () => {
    const section = page.getByRole('region', { name: 'All Plans Include' });
    const table = section.getByRole('table');
    for (const [feature, value] of [
      ['Cameras', 'Up to 999 cameras'],
      ['Cloud storage', '15GB per camera'],
      ['Event retention', '30 days'],
      ['GPS history', '90 days'],
      ['Live view', '600kbps'],
      ['Notifications', 'Push and email'],
      ['Owner', '1'],
      ['Admins', '10'],
      ['Drivers', '3 per camera'],
    ]) {
      await expect(table.getByRole('row', { name: `${feature} ${value}`, exact: true }), feature).toBeVisible();
    }
  });

  await test.step('a question of the FAQ opens to its answer and closes again', async () => {
    const answer = page.getByText('Yes. There is no long-term contract, so you can cancel your subscription anytime.');
    await expect(answer).toBeHidden();
    await page.getByText('Can I cancel anytime?').click();
    await expect(answer).toBeVisible();
    await page.getByText('Can I cancel anytime?').click();
    await expect(answer).toBeHidden();
  });
});

const model = (page: Page, name: string) => {
  const group = page.getByRole('group', { name, exact: true });
  return {
    quantity: group.getByRole('spinbutton', { name: `${name} quantity` }),
    memory: group.getByRole('combobox', { name: `${name} memory` }),
    modem: group.getByRole('checkbox', { name: /^Add LTE modem/ }),
  };
};

/** The totals panel: vehicles, monthly fee (and how it is made), annual cost (and how), hardware. */
async function expectCalculatorTotals(page: Page, pricing: Pricing, vehicles: number, hardware: number) {
  const cents = (value: number) => Math.round(value * 100) / 100;
  const monthly = vehicles === 0 ? 0 : pricing.firstVehicle + pricing.additionalVehicles * (vehicles - 1);
  await expect(page.getByRole('status', { name: 'Estimated Cost' }).getByRole('definition')).toHaveText([
    formatCount(vehicles),
    formatMoney(cents(monthly)),
    `${formatMoney(pricing.firstVehicle)} first vehicle, ${formatMoney(pricing.additionalVehicles)} per additional vehicle`,
    formatMoney(cents(monthly * 12)),
    '12 × monthly fee',
    formatMoney(cents(hardware)),
  ]);
}

function priceOf(pricing: Pricing, id: string, memory: string) {
  const value = pricing.dashcams[id]?.prices[memory];
  if (value === undefined) throw new Error(`no ${memory} price for ${id}`);
  return value;
}

test.describe('the cost calculator', () => {
  let pricing: Pricing;

  test.beforeEach(async ({ page, request }) => {
    pricing = await fetchPricing(request);
    await openPricing(page);
    await page.getByRole('heading', { name: 'Cost Calculator' }).scrollIntoViewIfNeeded();
  });

  const expectTotals = (page: Page, vehicles: number, hardware: number) => expectCalculatorTotals(page, pricing, vehicles, hardware);
  const price = (id: string, memory: string) => priceOf(pricing, id, memory);
  const nameOf = (id: string) => pricing.dashcams[id]?.name ?? id;

  test('offers every model of the pricing answer, at 64GB and none of each to start', async ({ page }) => {
    for (const [id, { name, hasLTE }] of Object.entries(pricing.dashcams)) {
      const line = model(page, name);
      await expect(line.quantity, id).toHaveValue('0');
      await expect(line.memory, id).toHaveValue('64GB');
      if (hasLTE) await expect(line.modem, id).toHaveCount(0);
      else {
        await expect(line.modem, id).not.toBeChecked();
        await expect(line.modem, id).toBeDisabled();
      }
    }
    await expectTotals(page, 0, 0);
  });

  test('a quantity never goes below 0, and anything but a number counts as 0', async ({ page }) => {
    const line = model(page, nameOf('dr970x-2ch-lte'));

    await line.quantity.fill('-3');
    await expect(line.quantity).toHaveValue('0');
    await line.quantity.press('ArrowDown');
    await expect(line.quantity).toHaveValue('0');

    await line.quantity.fill('4');
    await expectTotals(page, 4, 4 * price('dr970x-2ch-lte', '64GB'));
    await line.quantity.selectText();
    await line.quantity.press('e');
    await expect(line.quantity).toHaveValue('0');
    await expectTotals(page, 0, 0);
  });

  test('a model without built-in LTE gets the modem when first ordered; it can be unticked, and 0 clears it', async ({ page }) => {
    const line = model(page, nameOf('dr770x-2ch'));
    const unit = price('dr770x-2ch', '64GB');
    const modem = pricing.accessories.modem.price;
    await expect(line.modem).toHaveAccessibleName(`Add LTE modem (+${formatMoney(modem)} per unit)`);

    await line.quantity.fill('2');
    await expect(line.modem).toBeChecked();
    await expectTotals(page, 2, 2 * (unit + modem));

    await line.modem.uncheck();
    await expectTotals(page, 2, 2 * unit);
    await line.quantity.fill('3');
    await expect(line.modem).not.toBeChecked();

    await line.quantity.fill('0');
    await expect(line.modem).not.toBeChecked();
    await expect(line.modem).toBeDisabled();

    await line.quantity.fill('1');
    await expect(line.modem).toBeChecked();
    await expectTotals(page, 1, unit + modem);

    // A model with built-in LTE never needs it.
    await model(page, nameOf('dr970x-2ch-lte')).quantity.fill('1');
    await expect(model(page, nameOf('dr970x-2ch-lte')).modem).toHaveCount(0);
  });

  test('adds up a mixed fleet: monthly fee, 12 months of it, and the hardware', async ({ page }) => {
    const lte = model(page, nameOf('dr970x-2ch-lte'));
    await lte.quantity.fill('2');
    await lte.memory.selectOption('128GB');

    await model(page, nameOf('dr770x-2ch')).quantity.fill('3');

    const plus = model(page, nameOf('dr970x-2ch'));
    await plus.quantity.fill('1');
    await plus.memory.selectOption('512GB');
    await plus.modem.uncheck();

    const modem = pricing.accessories.modem.price;
    const hardware = 2 * price('dr970x-2ch-lte', '128GB') + 3 * (price('dr770x-2ch', '64GB') + modem) + price('dr970x-2ch', '512GB');
    await expectTotals(page, 6, hardware);
    await expect(page.getByRole('status', { name: 'Estimated Cost' })).toContainText('First month free');
  });
});

test.describe('the pricing page without script', () => {
  test.use({ javaScriptEnabled: false, viewport: viewports.mobile });

  test('shows the live prices, and works out the totals with Calculate, keeping every choice', async ({ page, request }) => {
    const pricing = await fetchPricing(request);
    const nameOf = (id: string) => pricing.dashcams[id]?.name ?? id;
    const calculate = page.getByRole('button', { name: 'Calculate' });
    await page.goto('/pricing');
    await expect(page.getByText(formatMoney(pricing.firstVehicle)).first()).toBeVisible();

    const lte = model(page, nameOf('dr970x-2ch-lte'));
    const wifi = model(page, nameOf('dr770x-2ch'));
    await lte.quantity.fill('2');
    await lte.memory.selectOption('128GB');
    await wifi.quantity.fill('3');
    await calculate.click();
    // The answer opens at the calculator, with the choices in its address.
    await expect(page).toHaveURL(/\/pricing\?.+#calculator$/);
    await expect(lte.quantity).toHaveValue('2');
    await expect(lte.memory).toHaveValue('128GB');
    await expect(wifi.modem).toBeChecked();
    const modem = pricing.accessories.modem.price;
    const lteHardware = 2 * priceOf(pricing, 'dr970x-2ch-lte', '128GB');
    const wifiUnit = priceOf(pricing, 'dr770x-2ch', '64GB');
    await expectCalculatorTotals(page, pricing, 5, lteHardware + 3 * (wifiUnit + modem));

    await wifi.modem.uncheck();
    await calculate.click();
    await expect(wifi.modem).not.toBeChecked();
    await expectCalculatorTotals(page, pricing, 5, lteHardware + 3 * wifiUnit);
  });
});

test('the calculator keeps what was chosen before the page’s script arrived, and counts it', async ({ page, request }) => {
  const pricing = await fetchPricing(request);
  const name = pricing.dashcams['dr970x-2ch-lte']?.name ?? '';
  const scripts = await holdIslandScripts(page);
  await page.goto('/pricing');
  await model(page, name).quantity.fill('3');
  await model(page, name).memory.selectOption('256GB');
  scripts.release();
  await waitForHydration(page);
  await expect(model(page, name).quantity).toHaveValue('3');
  await expect(model(page, name).memory).toHaveValue('256GB');
  await expectCalculatorTotals(page, pricing, 3, 3 * priceOf(pricing, 'dr970x-2ch-lte', '256GB'));
  // With script the totals follow each change: there is nothing to press.
  await expect(page.getByRole('button', { name: 'Calculate' })).toBeHidden();
});
