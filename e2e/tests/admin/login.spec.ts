import { expect, test, type Page } from '@playwright/test';
import { adminCredentials } from '../../utils/testEnv';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a wrong password is refused with the spec message', async ({ page }) => {
  await signIn(page, adminCredentials.email, 'Not-The-Password-1!');

  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/admin\/?$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test('the admin signs in, sees the dashboard and signs out', async ({ page }) => {
  await signIn(page, adminCredentials.email, adminCredentials.password);

  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText(adminCredentials.email, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();

  await page.getByRole('button', { name: 'Sign out' }).click();

  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});
