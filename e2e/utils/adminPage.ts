import { expect, type Page } from '@playwright/test';
import { signInAnswer } from './adminApi.ts';

/** Signs in through the login page as a person would, and waits for the dashboard. */
export async function signIn(page: Page, { email, password }: { email: string; password: string }): Promise<void> {
  await fillLogin(page, email, password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/**
 * For a test about something other than signing in: signs in through the API and keeps the session in the browser as the
 * login page keeps it, so the next admin page opened is signed in, without drawing the login page and the dashboard first.
 */
export async function startSession(page: Page, credentials: { email: string; password: string }): Promise<void> {
  const { session, manager } = await signInAnswer(page.request, credentials);
  // Any page of the origin reaches its local storage: the health check is the lightest.
  await page.goto('/healthz');
  await page.evaluate(
    ([token, stored]) => {
      localStorage.setItem('access_token', token);
      localStorage.setItem('manager', stored);
    },
    [session.access_token, JSON.stringify(manager)] as const,
  );
}

/**
 * An invited person's first sign-in: Change Password comes before anything else; they choose `ownPassword`,
 * are signed out, and sign in with it to the dashboard.
 */
export async function acceptInvitation(page: Page, { email, password }: { email: string; password: string }, ownPassword: string): Promise<void> {
  await fillLogin(page, email, password);
  await expect(page).toHaveURL(/\/admin\/change-password$/);
  await chooseOwnPassword(page, password, ownPassword);
  await signIn(page, { email, password: ownPassword });
}

/** On Change Password: replaces `current` with `next`, and waits for the sign-out that follows. */
export async function chooseOwnPassword(page: Page, current: string, next: string): Promise<void> {
  await page.getByLabel('Current password').fill(current);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(next);
  await page.getByLabel('Confirm new password').fill(next);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
}

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The shell's navigation and account links; on a small screen they sit behind 'Menu'. */
export async function openShellMenu(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu' });
  // isVisible does not wait: on a busy machine the page may not have drawn the shell yet.
  await expect(page.getByRole('banner')).toBeVisible();
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
}

/** Follows a link of the shell (Dashboard, Demo URLs, Sales Managers, Change Password). */
export async function openFromShell(page: Page, label: string): Promise<void> {
  await openShellMenu(page);
  await page.getByRole('banner').getByRole('link', { name: label, exact: true }).click();
}

/** Signs out from the shell. */
export async function signOutFromShell(page: Page): Promise<void> {
  await openShellMenu(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
}

/** The row of one demo URL, by its client's e-mail. */
export const demoUrlRow = (page: Page, clientEmail: string) => page.getByRole('article', { name: clientEmail });

/** The leads the inbox lists on its page. */
export const leadRows = (page: Page) => page.getByRole('list', { name: 'Leads' }).getByRole('listitem');

/** A section of a lead's page, by its heading ('What They Sent', 'Notes', 'Demo Link', 'E-mails', 'History'). */
export const leadSection = (page: Page, heading: string) => page.getByRole('region', { name: heading });

/** Where a lead stands, at the top of its page: its 'Kind', 'Received', 'Status' or 'Owner'. */
export const leadStanding = (page: Page, label: string) =>
  page
    .locator('dl', { has: page.locator('dt', { hasText: /^Received$/ }) })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** The row of one sales manager, by e-mail. */
export const managerRow = (page: Page, email: string) => page.getByRole('listitem').filter({ hasText: email });

/** What the browser keeps for the session: both entries, or none. */
export const storedSession = (page: Page) =>
  page.evaluate(() => ({ token: localStorage.getItem('access_token'), manager: localStorage.getItem('manager'), entries: localStorage.length }));

/** A dashboard counter's figure, by its label ('Active Demo URLs', 'Active Managers', 'Expiring Soon'). */
export const counterValue = (page: Page, label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
