import { expect, test } from '@playwright/test';
import { inviteByApi, newStaffMember } from '../../utils/adminApi.ts';
import { openFromShell, openShellMenu, signIn, storedSession } from '../../utils/adminPage.ts';
import { adminCredentials } from '../../utils/testEnv.ts';

test('a super admin reads the audit log, newest first, and narrows it by actor and event', async ({ page, request }) => {
  const member = newStaffMember('Audited');
  await inviteByApi(request, member);
  await signIn(page, adminCredentials);
  await openFromShell(page, 'Audit Log');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();

  const entries = page.getByRole('list', { name: 'Audit log' }).getByRole('listitem');
  await page.getByLabel('Actor').fill(member.email);
  // The invitation's own events: the manager's sign-in and password change, newest first.
  await expect(entries.first()).toContainText('Changed password');
  await expect(entries.nth(1)).toContainText('Signed in');
  await expect(entries.first()).toContainText(member.email);

  await page.getByLabel('Actor').fill('');
  await page.getByLabel('Event').selectOption({ label: 'Invited a manager' });
  await expect(entries.filter({ hasText: `Invited a manager: ${member.email}` })).toHaveCount(1);
  await page.getByLabel('Actor').fill('nobody-at-all@nowhere.example');
  await expect(page.getByText('No events match these filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByLabel('Event')).toHaveValue('');
  await expect(entries.first()).toBeVisible();
});

test('a manager has no Audit Log, and is signed out when they open it anyway', async ({ page, request }) => {
  const member = newStaffMember('NoAudit');
  await inviteByApi(request, member);
  await signIn(page, member);
  await openShellMenu(page);
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit Log' })).toHaveCount(0);
  await page.goto('/admin/audit-log');
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await storedSession(page)).entries).toBe(0);
});
