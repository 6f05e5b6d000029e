import { expect, test } from '@playwright/test';
import { leadRows, leadSection, openFromShell, signIn } from '../../utils/adminPage.ts';
import { uniquePerson } from '../../utils/leadFormPage.ts';
import { sendContactByApi, sendDemoRequestByApi } from '../../utils/leadsApi.ts';
import { adminCredentials, widths } from '../../utils/testEnv.ts';

for (const [width, viewport] of widths) {
  test.describe(`lead handling at ${width} width`, () => {
    test.use({ viewport });

    test('a person who asks twice is one lead: the inbox says so once, and its page keeps the first request’s company, the second apart as unconfirmed', async ({
      page,
      request,
    }, testInfo) => {
      const person = uniquePerson(testInfo);
      await sendContactByApi(request, { ...person, company: 'Doe Haulage' });
      await sendDemoRequestByApi(request, { ...person, email: person.email.toUpperCase() });

      await signIn(page, adminCredentials);
      await openFromShell(page, 'Leads');
      await page.getByRole('searchbox', { name: 'Search' }).pressSequentially(person.lastName, { delay: 20 });
      // The search reaches the address once typing pauses; a click before then would be undone by it.
      await expect(page).toHaveURL(new RegExp(`search=${person.lastName}$`));
      await expect(leadRows(page)).toHaveCount(1);
      const row = leadRows(page).first();
      await expect(row.getByText('Requested Again')).toBeVisible();
      // The lead is still the contact message that made it.
      await expect(row).toContainText(`Doe Haulage · ${person.email}`);

      await row.getByRole('link', { name: `${person.firstName} ${person.lastName}` }).click();
      await expect(page.getByText(`Doe Haulage · ${person.email}`)).toBeVisible();
      const requests = leadSection(page, 'Requests');
      await expect(requests.getByRole('listitem')).toHaveCount(2);
      await expect(requests.getByRole('listitem').first()).toContainText('Made the lead');
      const repeat = requests.getByRole('listitem').last();
      await expect(repeat).toContainText('Unconfirmed');
      await expect(repeat).toContainText(/From \S+ · Source /);
      await expect(repeat).toContainText(`Lead: Doe HaulageThis request: ${person.company}`);
    });

    test('the dashboard shows how fast leads are worked, against the target', async ({ page }) => {
      await signIn(page, adminCredentials);
      const panel = page.getByRole('region', { name: 'Response Times' });
      await expect(panel.getByText(/^Target: /)).toBeVisible();
      await expect(panel.getByRole('table')).toBeVisible();
      await expect(panel.getByRole('row', { name: /Nobody/ })).toBeVisible();
    });
  });
}
