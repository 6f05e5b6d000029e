import { expect, test } from '@playwright/test';
import { axeViolations } from '../../utils/axe.ts';
import { waitForHydration } from '../../utils/sitePage.ts';
import { viewports } from '../../utils/testEnv.ts';

// Every page at both widths is scanned on its visit in pages.spec.ts ('hydrated at … width'); here, the states a visit
// does not reach.
test.describe('WCAG 2.1 AA with the menu open', () => {
  test.use({ viewport: viewports.mobile });

  test('the open mobile menu has no violations', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('WCAG 2.1 AA with the calculator in use', () => {
  test.use({ viewport: viewports.desktop });

  test('a filled-in calculator and an open question have no violations', async ({ page }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    await page.getByRole('spinbutton', { name: 'DR770X-2CH quantity' }).fill('2');
    await expect(page.getByRole('group', { name: 'DR770X-2CH', exact: true }).getByRole('checkbox')).toBeChecked();
    await page.getByText('Can I cancel anytime?').click();

    expect(await axeViolations(page)).toEqual([]);
  });
});
