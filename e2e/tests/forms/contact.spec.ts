import { expect, test } from '@playwright/test';
import { fillPerson, uniquePerson } from '../../utils/leadFormPage.ts';
import { leadFormSuite } from '../../utils/leadFormSuite.ts';
import { waitForMail } from '../../utils/mailbox.ts';
import { waitForHydration } from '../../utils/sitePage.ts';
import { salesInbox } from '../../utils/testEnv.ts';

const endpoint = '/functions/v1/send-contact-email';

leadFormSuite({
  path: '/contact',
  name: 'contact',
  heading: 'Contact Us',
  formName: 'Contact form',
  footerLink: 'Contact',
  endpoint,
  submitLabel: 'Send Message',
  submittingLabel: 'Sending...',
  failureMessage: 'Failed to send email',
  companyLabel: 'Company',
  requiredMessages: [
    ['First name', 'First name is required'],
    ['Last name', 'Last name is required'],
    ['Email', 'Email is required'],
  ],
  successTitle: 'Thank you for contacting us!',
  successText: () => 'We have received your message and will get back to you within 24 hours.',
  againLabel: 'Send another message',
  async expectDelivered(person) {
    const mail = await waitForMail((received) => received.to.includes(salesInbox) && received.text.includes(person.lastName));
    expect(mail.text).toContain(`Subject: New contact message from ${person.firstName} ${person.lastName}`);
    expect(mail.text).toContain(`Reply-To: ${person.email}`);
    expect(mail.text).toContain(`Company: ${person.company}`);
    expect(mail.text).toContain(`Phone: ${person.phone}`);
    expect(mail.text).toContain(person.requirements);
  },
});

test('the message carries the sales address the site was built for, and optional fields may stay empty', async ({ page }, testInfo) => {
  const person = uniquePerson(testInfo);
  await page.goto('/contact');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Contact form' });
  await fillPerson(form, { ...person, company: '', position: '', phone: '', requirements: '' }, 'Company');
  // Spaces a person leaves around a value are not sent.
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill(`  ${person.firstName} `);

  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === endpoint);
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).postDataJSON()).toEqual({
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    company: '',
    position: '',
    phone: '',
    requirements: '',
    website: '',
    salesEmail: 'sales@example.com',
  });
  await expect(page.getByRole('region', { name: 'Thank you for contacting us!' })).toBeVisible();
  await waitForMail((received) => received.to.includes(salesInbox) && received.text.includes(person.lastName));
});
