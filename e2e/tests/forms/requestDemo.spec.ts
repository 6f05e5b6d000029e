import { expect, type Locator, test } from '@playwright/test';
import { leadFormSuite } from '../../utils/leadFormSuite.ts';
import { demoLinkPattern, waitForMail } from '../../utils/mailbox.ts';
import { waitForHydration } from '../../utils/sitePage.ts';
import { salesInbox } from '../../utils/testEnv.ts';

const fleetSizes = ['1-10', '11-50', '51-200', '201+'];
const industries = ['Transportation', 'Construction', 'Mining', 'Security', 'Delivery', 'Other'];

const fleetSize = (form: Locator) => form.getByRole('combobox', { name: 'Fleet size' });
const industry = (form: Locator) => form.getByRole('combobox', { name: 'Industry' });

leadFormSuite({
  path: '/request-demo',
  name: 'request-demo',
  heading: 'Request a Demo',
  formName: 'Demo request form',
  footerLink: 'Request a Demo',
  endpoint: '/functions/v1/send-demo-request',
  submitLabel: 'Request Demo',
  submittingLabel: 'Processing...',
  failureMessage: 'Failed to process demo request',
  companyLabel: 'Company name',
  requiredMessages: [
    ['First name', 'First name is required'],
    ['Last name', 'Last name is required'],
    ['Email', 'Email is required'],
    ['Company name', 'Company name is required'],
  ],
  async fillChoices(form) {
    await fleetSize(form).selectOption('11-50');
    await industry(form).selectOption('Delivery');
  },
  successTitle: 'Demo Access Granted',
  successText: (person) => `We have sent your demo access link to ${person.email}.`,
  againLabel: 'Request another demo',
  async expectDelivered(person, request) {
    const access = await waitForMail((received) => received.to.includes(person.email));
    expect(access.text).toContain('Subject: Your demo access');
    expect(access.text).toContain(`Hello ${person.firstName},`);
    const link = access.text.match(demoLinkPattern)?.[0];
    expect(link, 'the demo access e-mail carries its link').toBeDefined();
    // The link is live: the server sends whoever opens it on to the demo.
    const opened = await request.get(new URL(link!).pathname, { maxRedirects: 0 });
    expect(opened.status()).toBe(302);
    expect(opened.headers().location).toBeTruthy();

    const notice = await waitForMail((received) => received.to.includes(salesInbox) && received.text.includes(person.lastName));
    expect(notice.text).toContain(`Subject: New demo request from ${person.firstName} ${person.lastName} (${person.company})`);
    expect(notice.text).toContain('Fleet size: 11-50');
    expect(notice.text).toContain('Industry: Delivery');
    expect(notice.text).toContain(`Demo link: ${link}`);
  },
});

test('offers the fleet sizes and industries of the spec, each optional', async ({ page }) => {
  await page.goto('/request-demo');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Demo request form' });

  await expect(fleetSize(form).getByRole('option')).toHaveText(['Select fleet size', ...fleetSizes]);
  await expect(industry(form).getByRole('option')).toHaveText(['Select industry', ...industries]);
  await expect(fleetSize(form)).not.toHaveAttribute('required');
  await expect(industry(form)).not.toHaveAttribute('required');

  await form.getByRole('button', { name: 'Request Demo' }).click();
  await expect(fleetSize(form)).not.toHaveAttribute('aria-invalid');
  await expect(industry(form)).not.toHaveAttribute('aria-invalid');
});
