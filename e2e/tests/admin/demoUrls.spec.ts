import { expect, test } from '@playwright/test';
import { inviteByApi, newStaffMember } from '../../utils/adminApi.ts';
import { demoUrlRow, openFromShell, signIn, storedSession } from '../../utils/adminPage.ts';
import { widths } from '../../utils/testEnv.ts';

/** Where a valid demo link sends the client (DEMO_APP_URL, by default): a host this machine cannot reach. */
const demoApp = 'https://demo.example.com/';

for (const [width, viewport] of widths) {
  test.describe(`a sales manager's demo links at ${width} width`, () => {
    test.use({ viewport });

    test('generates a link, copies it, sees it opened, revokes it, and has no Sales Managers page', async ({ page, context, request }) => {
      const manager = newStaffMember('Manager');
      const client = newStaffMember('Client').email;
      await inviteByApi(request, manager);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);

      await signIn(page, manager);
      await openFromShell(page, 'Demo URLs');
      await expect(page.getByRole('heading', { level: 1, name: 'Demo URLs' })).toBeVisible();
      await expect(page.getByLabel('Expires in')).toHaveValue('7d');

      await page.getByLabel('Client Email Address').fill(client);
      await page.getByRole('button', { name: 'Generate' }).click();
      await expect(page.getByText('Demo URL has been generated successfully.')).toBeVisible();
      await expect(page.getByLabel('Client Email Address')).toHaveValue('');

      const row = demoUrlRow(page, client);
      await expect(row).toContainText('Active');
      await expect(row).toContainText(`Created by ${manager.name} (${manager.email})`);
      await expect(row).toContainText('Expires in 7 days');
      await expect(row).toContainText('Not opened yet');

      const link = row.getByRole('link', { name: /demo-access/ });
      const url = (await link.getAttribute('href')) ?? '';
      expect(url).toMatch(/\/demo-access\/[\w-]+$/);
      await expect(link).toHaveAttribute('target', '_blank');

      await row.getByRole('button', { name: /^Copy/ }).click();
      await expect(row.getByRole('button', { name: 'Copied!' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
      await expect(row.getByRole('button', { name: /^Copy link for/ })).toBeVisible();

      // The link opens a new tab, which the server sends on to the demo app: the tab asking for it is the client arriving
      // (the demo app itself is another service, out of this machine's reach).
      const demoAppAsked = context.waitForEvent('request', (request) => request.url() === demoApp && request.isNavigationRequest());
      const [demo] = await Promise.all([page.waitForEvent('popup'), link.click()]);
      expect((await demoAppAsked).frame().page()).toBe(demo);
      await demo.close();

      await page.reload();
      await expect(demoUrlRow(page, client)).toContainText(/Opened once · \w{3} \d{1,2}/);

      await demoUrlRow(page, client)
        .getByRole('button', { name: /^Revoke/ })
        .click();
      await expect(demoUrlRow(page, client)).toContainText('Revoked');
      const revoked = await page.context().newPage();
      await revoked.goto(url);
      await expect(revoked.getByRole('heading', { name: 'This demo link is no longer active' })).toBeVisible();
      await revoked.close();

      await expect(page.getByRole('banner').getByRole('link', { name: 'Sales Managers' })).toHaveCount(0);
      await page.goto('/admin/managers');
      await expect(page).toHaveURL(/\/admin\/login$/);
      expect((await storedSession(page)).entries).toBe(0);
    });

    test('a blank e-mail, a second link for the same client, and the filter', async ({ page, request }) => {
      const manager = newStaffMember('Manager');
      const client = newStaffMember('Client').email;
      await inviteByApi(request, manager);
      await signIn(page, manager);
      await page.goto('/admin/demo-urls');

      await page.getByRole('button', { name: 'Generate' }).click();
      await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address');
      await page.getByLabel('Client Email Address').fill('   ');
      await page.getByRole('button', { name: 'Generate' }).click();
      await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address');

      await page.getByLabel('Client Email Address').fill(client);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await page.getByLabel('Expires in').selectOption('1d');
      await page.getByRole('button', { name: 'Generate' }).click();
      await expect(demoUrlRow(page, client)).toContainText('Expires tomorrow');

      await page.getByLabel('Client Email Address').fill(client);
      await page.getByRole('button', { name: 'Generate' }).click();
      await expect(page.getByRole('alert')).toHaveText('A demo URL for this email already exists');

      const filters = page.getByRole('radiogroup', { name: 'Filter demo URLs by status' });
      await filters.getByRole('radio', { name: 'Expiring soon' }).click();
      await expect(demoUrlRow(page, client)).toBeVisible();
      await filters.getByRole('radio', { name: 'Revoked' }).click();
      await expect(demoUrlRow(page, client)).toHaveCount(0);

      await filters.getByRole('radio', { name: 'All' }).click();
      await demoUrlRow(page, client)
        .getByRole('button', { name: /^Extend/ })
        .click();
      await page.getByRole('menuitem', { name: '+7 days' }).click();
      await expect(demoUrlRow(page, client)).toContainText('Expires in 8 days');
    });
  });
}
