import type { LeadDetail, LeadPage } from '@fleet/api-client';
import { testChromiumArgs, testChromiumPath } from '@fleet/browsers/testChromium';
import { type APIRequestContext, chromium, expect, type Page, test } from '@playwright/test';
import { signInByApi } from '../../utils/adminApi.ts';
import { leadSection, openFromShell, signIn } from '../../utils/adminPage.ts';
import { fillPerson, type LeadPerson, uniquePerson } from '../../utils/leadFormPage.ts';
import { waitForHydration } from '../../utils/sitePage.ts';
import { adminCredentials, baseURL } from '../../utils/testEnv.ts';

// Where a lead came from, without a cookie: the visit its sender made is joined to the lead by the day's visitor hash
// (address and browser). Each test is a browser of its own (a user agent no other test has); a headless browser says
// so in its user agent, which the site counts as a robot, so these look like a person's Chrome.
let browsers = 0;
const personsBrowser = () => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${process.pid}${++browsers}.0 Safari/537.36`;

const campaignLanding = '/?utm_source=newsletter&utm_medium=email&utm_campaign=spring';

/** The site counted the page just shown (its beacon, or its image without script, was answered). */
const counted = (page: Page) => page.waitForResponse((response) => new URL(response.url()).pathname === '/functions/v1/collect' && response.status() === 204);

async function leadOf(request: APIRequestContext, person: LeadPerson): Promise<LeadDetail> {
  const headers = { Authorization: `Bearer ${await signInByApi(request, adminCredentials)}` };
  const found = await request.get('/functions/v1/leads', { headers, params: { search: person.email } });
  const [summary] = ((await found.json()) as LeadPage).leads;
  expect(summary, `the lead of ${person.email}`).toBeDefined();
  const detail = await request.get(`/functions/v1/leads/${summary!.id}`, { headers });
  return (await detail.json()) as LeadDetail;
}

async function requestDemo(page: Page, person: LeadPerson) {
  const form = page.getByRole('form', { name: 'Demo request form' });
  await fillPerson(form, person, 'Company name');
  await form.getByRole('button', { name: 'Request Demo', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Demo Access Granted' })).toBeVisible();
}

test('a visit from a newsletter’s spring campaign, then a demo request: the lead says so, in the inbox and on its page', async ({
  browser,
  page,
}, testInfo) => {
  const person = uniquePerson(testInfo);
  const visitor = await browser.newContext({ userAgent: personsBrowser() });
  try {
    const site = await visitor.newPage();
    const landing = counted(site);
    await site.goto(campaignLanding);
    await landing;
    const formPage = counted(site);
    await site.getByRole('contentinfo').getByRole('link', { name: 'Request a Demo', exact: true }).click();
    await formPage;
    await waitForHydration(site);
    await requestDemo(site, person);
  } finally {
    await visitor.close();
  }

  await signIn(page, adminCredentials);
  await openFromShell(page, 'Leads');
  await page.getByLabel('Source').selectOption('newsletter');
  await page.getByLabel('Campaign').selectOption('spring');
  await expect(page).toHaveURL(/[?&]source=newsletter&campaign=spring$/);
  await page.getByRole('link', { name: `${person.firstName} ${person.lastName}` }).click();
  const origin = leadSection(page, 'Where They Came From');
  for (const [label, value] of [
    ['Source', 'newsletter'],
    ['Medium', 'email'],
    ['Campaign', 'spring'],
    ['Landing page', '/'],
    ['Pages viewed', '2'],
  ] as const) {
    await expect(origin.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd')).toHaveText(value);
  }
});

test('the same visit without JavaScript: its pages count through an image, and the form posted is joined to them', async ({ request }, testInfo) => {
  const person = uniquePerson(testInfo);
  // Scripting off in the engine itself, so that <noscript> is read as a browser without script reads it.
  const noScript = await chromium.launch({ executablePath: testChromiumPath, args: [...testChromiumArgs, '--blink-settings=scriptEnabled=false'] });
  try {
    const site = await noScript.newPage({ baseURL, userAgent: personsBrowser() });
    const landing = counted(site);
    await site.goto(campaignLanding);
    await landing;
    const formPage = counted(site);
    await site.getByRole('contentinfo').getByRole('link', { name: 'Request a Demo', exact: true }).click();
    await formPage;
    await requestDemo(site, person);
  } finally {
    await noScript.close();
  }
  expect((await leadOf(request, person)).attribution).toEqual({
    source: 'newsletter',
    medium: 'email',
    campaign: 'spring',
    referrer: null,
    landing_page: '/',
    pages_before: 2,
  });
});

// A robot's views are left out too (api/test/api/pageViews.test.ts): its user agent makes it another visitor anyway.
test('a page loaded ahead of a click counts nothing: the lead’s visit begins on the page the person opened', async ({ browser, request }, testInfo) => {
  const person = uniquePerson(testInfo);
  const visitor = await browser.newContext({ userAgent: personsBrowser() });
  try {
    // What a browser sends for a page it loads ahead of a click (speculation rules, prefetch).
    const ahead = await visitor.request.post('/functions/v1/collect', {
      headers: { 'Sec-Purpose': 'prefetch' },
      data: { url: `${baseURL}/pricing?utm_source=prefetched` },
    });
    expect(ahead.status()).toBe(204);
    const site = await visitor.newPage();
    // Straight to the form, as from a bookmark: its own view is the visit's one page.
    const formPage = counted(site);
    await site.goto('/request-demo');
    await formPage;
    await waitForHydration(site);
    await requestDemo(site, person);
  } finally {
    await visitor.close();
  }
  expect((await leadOf(request, person)).attribution).toEqual({
    source: 'direct',
    medium: null,
    campaign: null,
    referrer: null,
    landing_page: '/request-demo',
    pages_before: 1,
  });
});
