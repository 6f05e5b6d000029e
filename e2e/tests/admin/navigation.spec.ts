import { expect, type Page, test } from '@playwright/test';
import { useFixedAdminData } from '../../fixtures/fixedAdminData.ts';
import { demoUrlRow, openFromShell, signIn } from '../../utils/adminPage.ts';
import { pageViews } from '../../utils/sitePage.ts';
import { adminCredentials } from '../../utils/testEnv.ts';

const scrollTop = (page: Page) => page.evaluate(() => window.scrollY);
const scrollToEnd = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
const pageView = (path: string, title: string) => ({ event: 'page_view', page_path: path, page_title: title });

// Short enough that every page scrolls, wide enough that the navigation stays in view beside the page.
test.use({ viewport: { width: 1280, height: 480 } });

test.beforeEach(async ({ page }) => {
  await signIn(page, adminCredentials);
  await useFixedAdminData(page);
});

test('a new page starts at the top; Back and Forward return to the place left', async ({ page }) => {
  const leads = page.getByRole('list', { name: 'Leads' }).getByRole('listitem');
  // The inbox is read once first, so it opens whole below: a page still loading is too short to be anywhere but the top.
  await page.goto('/admin/leads');
  await expect(leads).toHaveCount(5);
  await openFromShell(page, 'Demo URLs');
  await expect(demoUrlRow(page, 'it@fabrikam.example')).toBeVisible();
  await scrollToEnd(page);
  const demoUrlsPlace = await scrollTop(page);
  expect(demoUrlsPlace).toBeGreaterThan(0);

  await openFromShell(page, 'Leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await expect(leads).toHaveCount(5);
  await expect.poll(() => scrollTop(page)).toBe(0);
  await scrollToEnd(page);
  const leadsPlace = await scrollTop(page);
  expect(leadsPlace).toBeGreaterThan(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo URLs' })).toBeVisible();
  await expect.poll(() => scrollTop(page)).toBe(demoUrlsPlace);

  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await expect.poll(() => scrollTop(page)).toBe(leadsPlace);

  await openFromShell(page, 'Dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect.poll(() => scrollTop(page)).toBe(0);
});

test("the demo URL list's order and the inbox's filters change the list where the person is", async ({ page }) => {
  await page.goto('/admin/demo-urls');
  await expect(demoUrlRow(page, 'it@fabrikam.example')).toBeVisible();
  const sortBy = page.getByRole('combobox', { name: 'Sort by' });
  // Each order read once first: an order read for the first time shows the loading state, whose shorter page the browser
  // scrolls up on its own.
  await sortBy.selectOption({ label: 'Last opened' });
  await expect(demoUrlRow(page, 'it@fabrikam.example')).toBeVisible();
  await sortBy.selectOption({ label: 'Newest first' });
  await expect(page).toHaveURL(/\/admin\/demo-urls$/);
  await sortBy.evaluate((select) => select.scrollIntoView({ block: 'start' }));
  const listPlace = await scrollTop(page);
  expect(listPlace).toBeGreaterThan(0);
  await sortBy.selectOption({ label: 'Last opened' });
  await expect(page).toHaveURL(/\/admin\/demo-urls\?sort=last_opened$/);
  await expect(sortBy).toHaveValue('last_opened');
  expect(await scrollTop(page)).toBe(listPlace);

  await page.goto('/admin/leads');
  const kind = page.getByRole('combobox', { name: 'Kind' });
  await expect(page.getByRole('list', { name: 'Leads' }).getByRole('listitem')).toHaveCount(5);
  await kind.evaluate((select) => select.scrollIntoView({ block: 'start' }));
  const filtersPlace = await scrollTop(page);
  expect(filtersPlace).toBeGreaterThan(0);
  await kind.selectOption({ label: 'Demo' });
  await expect(page).toHaveURL(/\/admin\/leads\?kind=demo$/);
  await expect(page.getByRole('status').filter({ hasText: 'leads match these filters' })).toBeAttached();
  expect(await scrollTop(page)).toBe(filtersPlace);
});

test('every page shown is one page_view with its path and its own title; a filter is none', async ({ page }) => {
  await expect.poll(() => pageViews(page)).toEqual([pageView('/admin/', 'Admin Login · Admin'), pageView('/admin/dashboard', 'Dashboard · Admin')]);

  await openFromShell(page, 'Demo URLs');
  await expect(page).toHaveTitle('Demo URLs · Admin');
  await openFromShell(page, 'Leads');
  await expect(page).toHaveTitle('Leads · Admin');
  await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Demo' });
  await expect(page).toHaveURL(/\/admin\/leads\?kind=demo$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/demo-urls$/);
  await expect
    .poll(() => pageViews(page))
    .toEqual([
      pageView('/admin/', 'Admin Login · Admin'),
      pageView('/admin/dashboard', 'Dashboard · Admin'),
      pageView('/admin/demo-urls', 'Demo URLs · Admin'),
      pageView('/admin/leads', 'Leads · Admin'),
      pageView('/admin/demo-urls', 'Demo URLs · Admin'),
    ]);

  await page.goto('/admin/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect.poll(() => pageViews(page)).toEqual([pageView('/admin/no-such-page', 'Page Not Found · Admin')]);
});
