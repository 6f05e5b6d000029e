import { expect, test } from '@playwright/test';
import { inviteByApi, newStaffMember } from '../../utils/adminApi.ts';
import { counterValue, openFromShell, signIn, storedSession } from '../../utils/adminPage.ts';
import { adminCredentials, viewports } from '../../utils/testEnv.ts';

test('without a stored manager the protected pages send people to the login', async ({ page }) => {
  for (const path of [
    '/admin/dashboard',
    '/admin/demo-urls',
    '/admin/leads',
    '/admin/leads/4f0b6c1e-0000-4000-8000-000000000001',
    '/admin/managers',
    '/admin/change-password',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  }
});

/** Whether the server still accepts the session `token` (an active manager may read the demo URLs). */
async function serverAccepts(request: import('@playwright/test').APIRequestContext, token: string): Promise<boolean> {
  const response = await request.get('/functions/v1/admin?action=getDemoUrls', { headers: { Authorization: `Bearer ${token}` } });
  return response.status() === 200;
}

test('a stored manager who is no longer active ends the session, on the server too', async ({ page, request }) => {
  await signIn(page, adminCredentials);
  const token = (await page.evaluate(() => localStorage.getItem('access_token'))) ?? '';
  expect(await serverAccepts(request, token)).toBe(true);
  await page.evaluate(() => {
    const manager = JSON.parse(localStorage.getItem('manager') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('manager', JSON.stringify({ ...manager, status: 'inactive' }));
  });
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await storedSession(page)).entries).toBe(0);
  expect(await serverAccepts(request, token)).toBe(false);
});

test('a manager sent away from the team page is signed out on the server too', async ({ page, request }) => {
  const member = newStaffMember('Refused');
  await inviteByApi(request, member);
  await signIn(page, member);
  const token = (await page.evaluate(() => localStorage.getItem('access_token'))) ?? '';
  expect(await serverAccepts(request, token)).toBe(true);
  await page.goto('/admin/managers');
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await storedSession(page)).entries).toBe(0);
  expect(await serverAccepts(request, token)).toBe(false);
});

test('a session the server no longer knows is sent to the login with a notice', async ({ page }) => {
  await signIn(page, adminCredentials);
  // Off the admin first: a dashboard call refused with the swapped token would sign out before the visit below.
  await page.goto('/robots.txt');
  await page.evaluate(() => localStorage.setItem('access_token', 'ended-elsewhere'));
  await page.goto('/admin/demo-urls');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('alert')).toHaveText('Your session has ended. Please sign in again.');
  expect((await storedSession(page)).entries).toBe(0);
});

test('an unknown path under /admin shows the 404 page with its two ways out', async ({ page }) => {
  await page.goto('/admin/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
});

test.describe('the dashboard', () => {
  test('a super admin sees the team count, both shortcuts, the demo link opens and the content sync; a manager sees 0, one shortcut, the opens and no sync', async ({
    page,
    request,
    browser,
  }) => {
    await signIn(page, adminCredentials);
    await expect(counterValue(page, 'Active Managers')).toHaveText(/^[1-9]\d*$/);
    await expect(page.getByRole('region', { name: 'Demo Link Opens' })).toBeVisible();
    // The test server mirrors no WordPress site (no CONTENT_SOURCE_URL), so the panel says nothing is synced.
    const contentSync = page.getByRole('region', { name: 'Content Sync' });
    await expect(contentSync).toContainText('the blog shows its built-in posts');
    await expect(contentSync).toContainText('CONTENT_SOURCE_URL');
    await expect(page.getByRole('link', { name: 'Manage Demo URLs' })).toBeVisible();
    await page.getByRole('link', { name: 'Manage Sales Team' }).click();
    await expect(page).toHaveURL(/\/admin\/managers$/);

    const member = newStaffMember('Manager');
    await inviteByApi(request, member);
    const other = await browser.newContext();
    const theirPage = await other.newPage();
    const syncAsked: string[] = [];
    theirPage.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/functions/v1/content-sync') syncAsked.push(sent.url());
    });
    await signIn(theirPage, member);
    await expect(counterValue(theirPage, 'Active Managers')).toHaveText('0');
    await expect(theirPage.getByRole('link', { name: 'Manage Sales Team' })).toHaveCount(0);
    await expect(theirPage.getByRole('region', { name: 'Demo Link Opens' })).toBeVisible();
    await expect(theirPage.getByRole('region', { name: 'Content Sync' })).toHaveCount(0);
    expect(syncAsked).toEqual([]);
    await other.close();
  });
});

test.describe('on a small screen', () => {
  test.use({ viewport: viewports.mobile });

  test('the navigation folds into a menu that closes once a page is chosen', async ({ page }) => {
    await signIn(page, adminCredentials);
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
    await openFromShell(page, 'Demo URLs');
    await expect(page).toHaveURL(/\/admin\/demo-urls$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
