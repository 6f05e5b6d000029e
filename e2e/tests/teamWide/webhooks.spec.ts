import { expect, test } from '@playwright/test';
import { openFromShell, signIn } from '../../utils/adminPage.ts';
import { uniquePerson } from '../../utils/leadFormPage.ts';
import { sendDemoRequestByApi } from '../../utils/leadsApi.ts';
import { adminCredentials, widths } from '../../utils/testEnv.ts';
import { startWebhookReceiver } from '../../utils/webhookReceiver.ts';

// An endpoint for new leads hears of every lead of the run while it exists: it runs here, alone, after the rest.
for (const [width, viewport] of widths) {
  test.describe(`webhooks at ${width} width`, () => {
    test.use({ viewport });

    test('a super admin adds an endpoint, copies its secret once, and watches a lead delivered on the third attempt', async ({ page, request }, testInfo) => {
      const receiver = await startWebhookReceiver([500, 503]);
      try {
        await signIn(page, adminCredentials);
        await openFromShell(page, 'Webhooks');
        await expect(page).toHaveURL(/\/admin\/webhooks$/);

        await page.getByRole('button', { name: 'Add Endpoint' }).first().click();
        const form = page.getByRole('dialog', { name: 'Add Endpoint' });
        await form.getByRole('textbox', { name: 'Endpoint URL' }).fill('http://crm.example.com/hooks');
        await form.getByRole('button', { name: 'Add Endpoint' }).click();
        // Plain http only for hosts the operator lists: the server's refusal shows by the field, what was typed kept.
        await expect(form.getByText('A webhook URL must use https')).toBeVisible();
        await form.getByRole('textbox', { name: 'Endpoint URL' }).fill(receiver.url);
        await form.getByRole('button', { name: 'Add Endpoint' }).click();

        const shown = page.getByRole('dialog', { name: 'Endpoint Added' });
        await expect(shown.getByText(/^whsec_[A-Za-z0-9+/]{32}$/)).toBeVisible();
        await expect(shown.getByText('Copy this secret now; it will not be shown again.')).toBeVisible();
        await shown.getByRole('button', { name: 'Done' }).click();
        await expect(shown).toBeHidden();
        await expect(page.getByText(/^whsec_[A-Za-z0-9+/]{32}$/)).toHaveCount(0);

        const person = uniquePerson(testInfo);
        await sendDemoRequestByApi(request, person);
        await expect.poll(() => receiver.received.filter((delivery) => delivery.body.includes(person.email)).length, { timeout: 30_000 }).toBe(3);
        const ids = new Set(
          receiver.received.filter((delivery) => delivery.body.includes(person.email)).map((delivery) => String(delivery.headers['webhook-id'])),
        );
        expect(ids.size).toBe(1);

        await page.getByRole('link', { name: `Deliveries (${receiver.url})` }).click();
        await expect(page).toHaveURL(/\/admin\/webhooks\/[0-9a-f-]{36}$/);
        const delivery = page.getByRole('listitem').filter({ hasText: [...ids][0]! });
        await expect(delivery.getByText('Delivered')).toBeVisible();
        await delivery.getByText(/^Attempt Log \(3\)/).click();
        await expect(delivery.getByText('HTTP 500')).toBeVisible();
        await expect(delivery.getByText('HTTP 503')).toBeVisible();
        await expect(delivery.getByText('HTTP 200')).toBeVisible();
        await expect(delivery.getByText('busy, try later').first()).toBeVisible();

        await page.getByRole('link', { name: 'All Endpoints' }).click();
        await page.getByRole('button', { name: `Delete (${receiver.url})` }).click();
        const confirm = page.getByRole('alertdialog', { name: 'Delete Endpoint' });
        await confirm.getByRole('button', { name: 'Delete' }).click();
        await expect(page.getByRole('button', { name: `Delete (${receiver.url})` })).toHaveCount(0);
      } finally {
        await receiver.close();
      }
    });
  });
}
