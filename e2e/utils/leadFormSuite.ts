import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { answerOnce, countRequests, expectFieldMessage, field, fillPerson, holdRequests, type LeadPerson, uniquePerson } from './leadFormPage.ts';
import { holdIslandScripts, waitForHydration, watchPageErrors } from './sitePage.ts';
import { loadEveryImage } from './stillPage.ts';
import { viewports } from './testEnv.ts';

/** One lead form as the suite drives it: where it is, what it says, and how its e-mail is checked. */
export interface LeadFormCase {
  path: string;
  /** Names its screenshots: `${name}-desktop.png`. */
  name: string;
  heading: string;
  formName: string;
  /** The footer link that leads to the page. */
  footerLink: string;
  endpoint: string;
  submitLabel: string;
  submittingLabel: string;
  failureMessage: string;
  companyLabel: string;
  /** Each required field with its message when left empty, in the form's order. */
  requiredMessages: readonly (readonly [label: string, message: string])[];
  /** Fills in what only this form asks for. */
  fillChoices?: (form: Locator) => Promise<void>;
  successTitle: string;
  successText: (person: LeadPerson) => string;
  againLabel: string;
  /** Waits until the test's SMTP server has received this person's e-mail(s), and checks them. */
  expectDelivered: (person: LeadPerson, request: APIRequestContext) => Promise<void>;
}

const textFields = ['First name', 'Last name', 'Email', 'Phone', 'Job title', 'How can we help?'];

const accepted = { status: 200, json: { success: true, message: 'Thank you.' } };

/** The journeys both lead forms share, at desktop and mobile widths. */
export function leadFormSuite(lead: LeadFormCase) {
  const formOf = (page: Page) => page.getByRole('form', { name: lead.formName });
  const submitOf = (form: Locator) => form.getByRole('button', { name: lead.submitLabel, exact: true });
  const successOf = (page: Page) => page.getByRole('region', { name: lead.successTitle });

  async function open(page: Page): Promise<Locator> {
    await page.goto(lead.path);
    await waitForHydration(page);
    return formOf(page);
  }

  async function fillIn(form: Locator, person: LeadPerson) {
    await fillPerson(form, person, lead.companyLabel);
    await lead.fillChoices?.(form);
  }

  async function expectKept(form: Locator, person: LeadPerson) {
    await expect(field(form, 'First name')).toHaveValue(person.firstName);
    await expect(field(form, 'Last name')).toHaveValue(person.lastName);
    await expect(field(form, 'Email')).toHaveValue(person.email);
    await expect(field(form, lead.companyLabel)).toHaveValue(person.company);
    await expect(field(form, 'How can we help?')).toHaveValue(person.requirements);
  }

  async function expectEmpty(form: Locator) {
    for (const label of [...textFields, lead.companyLabel]) await expect(field(form, label)).toHaveValue('');
  }

  test(`${lead.path} is served as a finished page before any script runs`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(lead.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lead.heading);
    await expect(submitOf(formOf(page))).toBeVisible();
    await context.close();
  });

  // The same journeys in a browser that runs no script: the form posts to its page, and the server answers
  // by the same rules. A failed or rate-limited send cannot be staged on this shared server; the API's tests
  // cover those answers of the page (api/test/api/leadFormPages.test.ts).
  test.describe(`${lead.path} without script`, () => {
    test.use({ javaScriptEnabled: false, viewport: viewports.mobile });

    test('the server names each missing or malformed field and keeps what was typed', async ({ page }) => {
      await page.goto(lead.path);
      await submitOf(formOf(page)).click();
      let form = formOf(page);
      for (const [label, message] of lead.requiredMessages) await expectFieldMessage(field(form, label), message);
      await expectFieldMessage(field(form, 'Job title'), null);

      await field(form, 'First name').fill('Jane');
      await field(form, 'Email').fill('jane.doe@example');
      await submitOf(form).click();
      form = formOf(page);
      await expect(field(form, 'First name')).toHaveValue('Jane');
      await expect(field(form, 'Email')).toHaveValue('jane.doe@example');
      await expectFieldMessage(field(form, 'First name'), null);
      await expectFieldMessage(field(form, 'Last name'), 'Last name is required');
      await expectFieldMessage(field(form, 'Email'), 'Please enter a valid email address');
    });

    test(`sends the form and shows '${lead.successTitle}' once; the e-mail arrives; '${lead.againLabel}' starts over`, async ({ page, request }, testInfo) => {
      const person = uniquePerson(testInfo);
      await page.goto(lead.path);
      await fillIn(formOf(page), person);
      const answered = page.waitForResponse((response) => response.request().method() === 'POST');
      await submitOf(formOf(page)).click();

      // Post, redirect, get: a reload asks for the page, not to send the form again.
      expect((await answered).status()).toBe(303);
      await expect(page).toHaveURL(new RegExp(`${lead.path}$`));
      await expect(successOf(page)).toContainText(lead.successText(person));
      await expect(formOf(page)).toHaveCount(0);
      await lead.expectDelivered(person, request);
      await successOf(page).getByRole('button', { name: lead.againLabel }).click();
      await expectEmpty(formOf(page));
      await page.reload();
      await expectEmpty(formOf(page));
    });

    test('shows the message of a field the server refused under that field', async ({ page }, testInfo) => {
      const person = { ...uniquePerson(testInfo), phone: 'after 5 pm' };
      await page.goto(lead.path);
      await fillIn(formOf(page), person);
      await submitOf(formOf(page)).click();

      const form = formOf(page);
      await expectFieldMessage(field(form, 'Phone'), 'Please enter a valid phone number');
      await expect(form.getByText(lead.failureMessage)).toHaveCount(0);
      await expectKept(form, person);
      await expect(field(form, 'Phone')).toHaveValue('after 5 pm');
    });

    test('starts over with an empty form after the person leaves the page and comes back', async ({ page }, testInfo) => {
      const person = uniquePerson(testInfo);
      await page.goto(lead.path);
      await fillIn(formOf(page), person);
      await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
      await expect(page).toHaveURL(/\/about$/);
      await page.getByRole('contentinfo').getByRole('link', { name: lead.footerLink, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${lead.path}$`));
      await expectEmpty(formOf(page));
    });

    test('looks as it does with script', async ({ page }) => {
      await page.goto(lead.path);
      await loadEveryImage(page);
      await expect(page).toHaveScreenshot(`${lead.name}-mobile.png`, { fullPage: true });
    });
  });

  // Axe runs as script in the page: here the page's own modules never arrive, so it stays as the server sent it.
  test('has no accessibility violations as the server sends it, its errors shown', async ({ page }) => {
    await page.route('**/_astro/*.js', (route) => route.abort());
    await page.goto(lead.path);
    expect(await axeViolations(page)).toEqual([]);
    await submitOf(formOf(page)).click();
    await expectFieldMessage(field(formOf(page), 'Last name'), 'Last name is required');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('keeps what was typed before the page’s script arrived', async ({ page }, testInfo) => {
    const person = uniquePerson(testInfo);
    const scripts = await holdIslandScripts(page);
    await page.goto(lead.path);
    const form = formOf(page);
    await fillIn(form, person);
    scripts.release();
    await waitForHydration(page);
    await expectKept(form, person);
    // The form runs now: its own checks answer at once.
    await field(form, 'Email').fill('jane.doe@example');
    await submitOf(form).click();
    await expectFieldMessage(field(form, 'Email'), 'Please enter a valid email address');
    await expect(field(form, 'First name')).toHaveValue(person.firstName);
  });

  for (const [width, viewport] of Object.entries(viewports)) {
    test.describe(`${lead.path} at ${width} width`, () => {
      test.use({ viewport });

      test(`shows '${lead.submittingLabel}' while sending, then '${lead.successTitle}'; the e-mail arrives`, async ({ page, request }, testInfo) => {
        const person = uniquePerson(testInfo);
        const form = await open(page);
        await fillIn(form, person);
        const held = await holdRequests(page, lead.endpoint);
        const answered = page.waitForResponse((response) => new URL(response.url()).pathname === lead.endpoint);

        await submitOf(form).click();
        await expect(form.getByRole('button', { name: lead.submittingLabel, exact: true })).toBeDisabled();
        await expect(form.getByRole('status')).toHaveText(lead.submittingLabel);
        await expectKept(form, person);
        held.release();

        expect((await answered).status()).toBe(200);
        await expect(successOf(page)).toContainText(lead.successText(person));
        await expect(formOf(page)).toHaveCount(0);
        await lead.expectDelivered(person, request);

        // Success cleared the fields: starting over shows an empty form.
        await successOf(page).getByRole('button', { name: lead.againLabel }).click();
        await expectEmpty(formOf(page));
      });

      // The form's own rules answer alike at any width: they are walked through at the desktop's; sending, what a person
      // sees and its accessibility are checked at both.
      if (width === 'desktop') {
        test('names each missing or malformed field and clears its message once edited', async ({ page }) => {
          const form = await open(page);
          const sent = countRequests(page, lead.endpoint);

          await submitOf(form).click();
          for (const [label, message] of lead.requiredMessages) await expectFieldMessage(field(form, label), message);
          await expect(field(form, 'First name')).toBeFocused();
          await expectFieldMessage(field(form, 'Job title'), null);

          await field(form, 'First name').fill('Jane');
          await expectFieldMessage(field(form, 'First name'), null);
          await expectFieldMessage(field(form, 'Last name'), 'Last name is required');

          await field(form, 'Email').fill('jane.doe@example');
          await expectFieldMessage(field(form, 'Email'), null);
          await submitOf(form).click();
          await expectFieldMessage(field(form, 'Email'), 'Please enter a valid email address');
          await field(form, 'Email').fill('jane.doe@example.com');
          await expectFieldMessage(field(form, 'Email'), null);

          expect(sent()).toBe(0);
        });

        test(`keeps what was typed after a failure ('${lead.failureMessage}'), and 'Try again' sends it`, async ({ page, request }, testInfo) => {
          const person = uniquePerson(testInfo);
          const form = await open(page);
          await fillIn(form, person);
          await answerOnce(page, lead.endpoint, { status: 500, json: { error: 'Internal error', code: 'internal_error' } });
          const logged: string[] = [];
          page.on('console', (message) => {
            if (message.type() === 'error') logged.push(message.text());
          });

          await submitOf(form).click();
          await expect(form.getByRole('alert')).toContainText(lead.failureMessage);
          await expectKept(form, person);
          // Logged too, once, in the spec's words.
          expect(logged.filter((text) => text.startsWith(lead.failureMessage))).toHaveLength(1);

          await form.getByRole('button', { name: 'Try again' }).click();
          await expect(successOf(page)).toContainText(lead.successText(person));
          await lead.expectDelivered(person, request);
        });

        test('says when to try again after too many requests', async ({ page }, testInfo) => {
          const person = uniquePerson(testInfo);
          const form = await open(page);
          await fillIn(form, person);
          // The wait comes from Retry-After; the body's wording is the server's, and need not be shown.
          await answerOnce(page, lead.endpoint, { status: 429, headers: { 'Retry-After': '540' }, json: { error: 'Rate limited', code: 'rate_limited' } });

          await submitOf(form).click();
          await expect(form.getByRole('alert')).toContainText('Too many requests. Please try again in 9 minutes.');
          await expectKept(form, person);
        });

        test('shows the message of a field the server refused under that field', async ({ page }, testInfo) => {
          const person = { ...uniquePerson(testInfo), phone: 'after 5 pm' };
          const form = await open(page);
          await fillIn(form, person);

          await submitOf(form).click();
          await expectFieldMessage(field(form, 'Phone'), 'Please enter a valid phone number');
          await expect(form.getByText(lead.failureMessage)).toHaveCount(0);
          await expectKept(form, person);

          await field(form, 'Phone').fill('+1 555 0100');
          await expectFieldMessage(field(form, 'Phone'), null);
        });

        test('starts over with an empty form after the person leaves the page and comes back', async ({ page }, testInfo) => {
          const person = uniquePerson(testInfo);
          let form = await open(page);
          const footer = page.getByRole('contentinfo');

          await fillIn(form, person);
          await footer.getByRole('link', { name: 'About', exact: true }).click();
          await expect(page).toHaveURL(/\/about$/);
          await expect(formOf(page)).toHaveCount(0);
          // The browser may bring the page back as it was left (its back-forward cache): the form empties itself.
          await page.goBack();
          await waitForHydration(page);
          form = formOf(page);
          await expectEmpty(form);

          await fillIn(form, person);
          await answerOnce(page, lead.endpoint, accepted);
          await submitOf(form).click();
          await expect(successOf(page)).toBeVisible();
          await footer.getByRole('link', { name: 'Pricing', exact: true }).click();
          await expect(page).toHaveURL(/\/pricing$/);
          await expect(successOf(page)).toHaveCount(0);
          await footer.getByRole('link', { name: lead.footerLink, exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`${lead.path}$`));
          await expect(successOf(page)).toHaveCount(0);
          await expectEmpty(formOf(page));
        });
      }

      test('has no accessibility violations in any of its states', async ({ page }, testInfo) => {
        const person = uniquePerson(testInfo);
        const form = await open(page);
        expect(await axeViolations(page)).toEqual([]);

        await submitOf(form).click();
        await expectFieldMessage(field(form, 'Last name'), 'Last name is required');
        expect(await axeViolations(page)).toEqual([]);

        await fillIn(form, person);
        await answerOnce(page, lead.endpoint, { status: 500, json: { error: 'Internal error', code: 'internal_error' } });
        await submitOf(form).click();
        await expect(form.getByRole('alert')).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);

        await answerOnce(page, lead.endpoint, accepted);
        await form.getByRole('button', { name: 'Try again' }).click();
        await expect(successOf(page)).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });

      test('looks as it did', async ({ page }) => {
        const errors = watchPageErrors(page);
        await open(page);
        await page.waitForLoadState('networkidle');
        await loadEveryImage(page);
        expect(errors.messages()).toEqual([]);
        await expect(page).toHaveScreenshot(`${lead.name}-${width}.png`, { fullPage: true });
      });
    });
  }
}
