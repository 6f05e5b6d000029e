import { expect, type Locator, type Page, type Route, type TestInfo } from '@playwright/test';

/** What a person types into a lead form; names and address are unique per test so its e-mail can be told apart. */
export interface LeadPerson {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  position: string;
  phone: string;
  requirements: string;
}

export function uniquePerson(testInfo: TestInfo): LeadPerson {
  const tag = `${testInfo.workerIndex}${testInfo.retry}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    firstName: 'Jane',
    lastName: `Doe-${tag}`,
    email: `jane.${tag}@example.com`,
    company: 'Northwind Logistics',
    position: 'Fleet Manager',
    phone: '+1 555 0100',
    requirements: `We run 40 delivery vans (${tag}) and would like live view and event upload on each of them.`,
  };
}

/** A text field of the form, by its visible label. */
export const field = (form: Locator, label: string) => form.getByRole('textbox', { name: label, exact: true });

/** Types the fields both lead forms share; `companyLabel` is 'Company' or 'Company name'. */
export async function fillPerson(form: Locator, person: LeadPerson, companyLabel: string): Promise<void> {
  await field(form, 'First name').fill(person.firstName);
  await field(form, 'Last name').fill(person.lastName);
  await field(form, 'Email').fill(person.email);
  await field(form, 'Phone').fill(person.phone);
  await field(form, companyLabel).fill(person.company);
  await field(form, 'Job title').fill(person.position);
  await field(form, 'How can we help?').fill(person.requirements);
}

/** Asserts the field is marked invalid and read out with `message`; `null` asserts it is fine. */
export async function expectFieldMessage(control: Locator, message: string | null): Promise<void> {
  if (message === null) {
    await expect(control).not.toHaveAttribute('aria-invalid');
    await expect(control).toHaveAccessibleDescription('');
  } else {
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription(message);
  }
}

/**
 * Holds every call to `endpoint` until `release()`: the page stays in its sending state for as long as the
 * test needs to look at it. Released calls go on to the real server.
 */
export async function holdRequests(page: Page, endpoint: string): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${endpoint}`, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Answers the next call to `endpoint` with `answer`; later calls reach the real server. */
export async function answerOnce(page: Page, endpoint: string, answer: Parameters<Route['fulfill']>[0]): Promise<void> {
  await page.route(`**${endpoint}`, (route) => route.fulfill(answer), { times: 1 });
}

/** Counts the calls the page makes to `endpoint`. */
export function countRequests(page: Page, endpoint: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === endpoint) count++;
  });
  return () => count;
}
