import { expect, type Page, type Route, test } from '@playwright/test';
import { adminCredentials } from '../../utils/testEnv.ts';

/**
 * The app's own script on the sign-in page: preloaded from the start, and run by the page's inline script once the form
 * is painted (the small script that holds a sign-in is that inline one).
 */
async function appScriptOf(page: Page): Promise<string> {
  const html = await (await page.request.get('/admin/')).text();
  expect(html, 'the sign-in page runs no script file of its own accord').not.toMatch(/<script type="module"[^>]*src=/);
  const scripts = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*data-app-script/g)].map(([, href]) => href as string);
  expect(scripts.length, 'the sign-in page preloads one app script').toBe(1);
  return scripts[0] as string;
}

test("the sign-in page shows before the app's script arrives, keeps what is typed, and sends a sign-in pressed meanwhile", async ({ page }) => {
  const appScript = await appScriptOf(page);
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held: Route | undefined;
  await page.route(`**${appScript}`, async (route) => {
    held = route;
    await arrived;
    await route.continue();
  });
  const signInCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/functions/v1/signin')) signInCalls.push(request.method());
  });

  // The page's policy lets its inline script run (by its hash), and nothing else inline.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  await page.goto('/admin/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(page).toHaveTitle('Admin Login · Admin');
  await expect.poll(() => held !== undefined, { message: "the app's script is held back" }).toBe(true);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(adminCredentials.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(adminCredentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Held, not left to the browser: no reload with the e-mail in the address, and nothing sent yet.
  await expect(page).toHaveURL(/\/admin\/$/);
  expect(signInCalls).toEqual([]);
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(adminCredentials.email);

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(signInCalls).toEqual(['POST']);
  expect(refused).toEqual([]);
});

test('signed in, the login’s address goes on to the dashboard without showing the form', async ({ page }) => {
  await page.goto('/admin/');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(adminCredentials.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(adminCredentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toHaveCount(0);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in page shows, and says the admin needs JavaScript', async ({ page }) => {
    await page.goto('/admin/');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
    // Chromium under Playwright runs the parser as if scripts ran (it only stops running them), so it keeps <noscript> as
    // text rather than drawing it: the message is checked in the page as sent.
    const html = await (await page.request.get('/admin/')).text();
    expect(html).toContain('<noscript><p>The admin needs JavaScript: turn it on in your browser to sign in.</p></noscript>');
  });
});
