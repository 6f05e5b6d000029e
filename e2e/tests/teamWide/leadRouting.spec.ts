import { expect, test } from '@playwright/test';
import { inviteByApi, newStaffMember } from '../../utils/adminApi.ts';
import { leadSection, openFromShell, signIn } from '../../utils/adminPage.ts';
import { uniquePerson } from '../../utils/leadFormPage.ts';
import { sendDemoRequestByApi } from '../../utils/leadsApi.ts';
import { adminCredentials, widths } from '../../utils/testEnv.ts';

// Round robin gives every lead of the run an owner while it is on: it runs here, alone, after the rest.
for (const [width, viewport] of widths) {
  test.describe(`lead routing at ${width} width`, () => {
    test.use({ viewport });

    test('a super admin turns on round robin: a manager switched off gets no lead, the next lead has an owner at once', async ({ page, request }, testInfo) => {
      const taker = newStaffMember('Taker');
      await inviteByApi(request, taker);
      await signIn(page, adminCredentials);
      await openFromShell(page, 'Sales Managers');

      // Everyone else stops taking leads, so that the taker is the one round robin can choose.
      const switches = page.getByRole('checkbox', { name: /^Takes New Leads/ });
      await expect(switches.first()).toBeVisible();
      await expect(page.getByRole('checkbox', { name: `Takes New Leads (${taker.name})` })).toBeChecked();
      const turnedOff: string[] = [];
      for (const box of await switches.all()) {
        const name = await box.evaluate((element) => (element as HTMLInputElement).labels?.[0]?.textContent ?? '');
        if (name.includes(taker.name) || !(await box.isChecked())) continue;
        await box.uncheck();
        await expect(box).not.toBeChecked();
        turnedOff.push(name);
      }
      const settings = page.getByRole('region', { name: 'Lead Assignment & Response' });
      try {
        await settings.getByRole('radio', { name: /^Round Robin/ }).check();
        await settings.getByRole('button', { name: 'Save Settings' }).click();
        await expect(settings.getByText('Lead settings saved.')).toBeVisible();
        await page.reload();
        await expect(settings.getByRole('radio', { name: /^Round Robin/ })).toBeChecked();

        const person = uniquePerson(testInfo);
        const id = await sendDemoRequestByApi(request, person);
        await page.goto(`/admin/leads/${id}`);
        await expect(leadSection(page, 'History')).toContainText('Round robin');
        await expect(page.getByRole('main')).toContainText(taker.name);
      } finally {
        await openFromShell(page, 'Sales Managers');
        await settings.getByRole('radio', { name: /^Manual/ }).check();
        await settings.getByRole('button', { name: 'Save Settings' }).click();
        await expect(settings.getByText('Lead settings saved.')).toBeVisible();
        for (const box of await page.getByRole('checkbox', { name: /^Takes New Leads/ }).all()) if (!(await box.isChecked())) await box.check();
      }
      expect(turnedOff.length).toBeGreaterThan(0);
    });
  });
}
