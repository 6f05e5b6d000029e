import type { components } from '@fleet/api-client';
import { expect, test } from '@playwright/test';
import { inviteByApi, newStaffMember, signInByApi } from '../../utils/adminApi.ts';
import { acceptInvitation, fillLogin, managerRow, openFromShell, signIn, storedSession } from '../../utils/adminPage.ts';
import { adminCredentials, widths } from '../../utils/testEnv.ts';

const confirmations = {
  deactivate: 'Are you sure you want to deactivate this manager? They will no longer be able to access the system.',
  delete: 'Are you sure you want to delete this manager? This action cannot be undone.',
};

for (const [width, viewport] of widths) {
  test.describe(`the sales team at ${width} width`, () => {
    test.use({ viewport });

    test('a super admin invites a manager, deactivates them (their session ends), activates and deletes them', async ({ page, browser }) => {
      const member = newStaffMember('Invitee');
      await signIn(page, adminCredentials);
      await openFromShell(page, 'Sales Managers');
      await expect(page.getByRole('heading', { level: 1, name: 'Sales Managers' })).toBeVisible();

      await page.getByRole('button', { name: 'Invite Manager' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite Manager' });
      await expect(dialog.getByLabel('Role')).toHaveValue('manager');
      await dialog.getByRole('button', { name: 'Send Invite' }).click();
      await expect(dialog.getByText('Name is required')).toBeVisible();
      await expect(dialog.getByText('Email is required')).toBeVisible();
      await expect(dialog.getByText('Minimum 8 characters required')).toBeVisible();
      await dialog.getByLabel('Name').fill(member.name);
      await expect(dialog.getByText('Name is required')).toHaveCount(0);
      await expect(dialog.getByText('Email is required')).toBeVisible();
      await dialog.getByLabel('Email').fill(member.email);
      await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
      await dialog.getByRole('button', { name: 'Send Invite' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByText('Sales manager invited successfully')).toBeVisible();
      await expect(managerRow(page, member.email)).toContainText('Manager');
      await expect(managerRow(page, member.email)).toContainText('Active');

      // The new manager signs in elsewhere, chooses their own password first, and has the dashboard open.
      const elsewhere = await browser.newContext({ viewport });
      const theirPage = await elsewhere.newPage();
      const own = { ...member, password: `Own-${member.password}` };
      await acceptInvitation(theirPage, member, own.password);

      await managerRow(page, member.email)
        .getByRole('button', { name: /^Deactivate/ })
        .click();
      const confirmDeactivate = page.getByRole('alertdialog');
      await expect(confirmDeactivate).toContainText(confirmations.deactivate);
      await confirmDeactivate.getByRole('button', { name: 'Deactivate' }).click();
      await expect(confirmDeactivate).toHaveCount(0);
      await expect(managerRow(page, member.email)).toContainText('Inactive');

      // Their next action is refused: they are signed out and sent to the login.
      await openFromShell(theirPage, 'Demo URLs');
      await expect(theirPage).toHaveURL(/\/admin\/login$/);
      await expect(theirPage.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
      expect((await storedSession(theirPage)).entries).toBe(0);
      await fillLogin(theirPage, own.email, own.password);
      await expect(theirPage.getByRole('alert')).toHaveText('Invalid email or password');

      await managerRow(page, member.email)
        .getByRole('button', { name: /^Activate/ })
        .click();
      await expect(managerRow(page, member.email)).toContainText('Active');
      await signIn(theirPage, own);
      await elsewhere.close();

      await managerRow(page, member.email)
        .getByRole('button', { name: /^Delete/ })
        .click();
      const confirmDelete = page.getByRole('alertdialog');
      await expect(confirmDelete).toContainText(confirmations.delete);
      await confirmDelete.getByRole('button', { name: 'Delete' }).click();
      await expect(managerRow(page, member.email)).toHaveCount(0);
    });

    test('an e-mail already in the team is refused in the invite dialog, keeping what was typed', async ({ page, request }) => {
      const member = newStaffMember('Existing');
      await inviteByApi(request, member);
      await signIn(page, adminCredentials);
      await page.goto('/admin/managers');

      await page.getByRole('button', { name: 'Invite Manager' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite Manager' });
      await dialog.getByLabel('Name').fill('Someone Else');
      await dialog.getByLabel('Email').fill(member.email);
      await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
      await dialog.getByRole('button', { name: 'Send Invite' }).click();
      await expect(dialog.getByText('Minimum 8 characters required')).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Long-enough-1');
      await dialog.getByRole('button', { name: 'Send Invite' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Email already exists');
      await expect(dialog.getByLabel('Email')).toHaveValue(member.email);
    });
  });
}

test('the last active super admin offers neither Deactivate nor Delete, and the server refuses both', async ({ page, request }) => {
  await signIn(page, adminCredentials);
  await page.goto('/admin/managers');
  const own = managerRow(page, adminCredentials.email);
  await expect(own).toContainText('Super Admin');
  await expect(own.getByRole('button', { name: /^Deactivate/ })).toHaveCount(0);
  await expect(own.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  const token = await signInByApi(request, adminCredentials);
  const headers = { Authorization: `Bearer ${token}` };
  const managers = await request.get('/functions/v1/admin?action=getSalesManagers', { headers });
  const { managers: team } = (await managers.json()) as components['schemas']['ManagerList'];
  const id = team.find((manager) => manager.email === adminCredentials.email)?.id;

  const deactivate = await request.post('/functions/v1/admin?action=updateManagerStatus', { headers, data: { id, status: 'inactive' } });
  expect(deactivate.status()).toBe(409);
  expect(await deactivate.json()).toMatchObject({ error: 'The last active super admin cannot be deactivated' });
  const remove = await request.post('/functions/v1/admin?action=deleteSalesManager', { headers, data: { id } });
  expect(remove.status()).toBe(409);
  expect(await remove.json()).toMatchObject({ error: 'The last active super admin cannot be deleted' });
});

test('a manager who is not a super admin is refused the team by the server too', async ({ request }) => {
  const member = newStaffMember('Manager');
  await inviteByApi(request, member);
  const headers = { Authorization: `Bearer ${await signInByApi(request, member)}` };

  const listing = await request.get('/functions/v1/admin?action=getSalesManagers', { headers });
  expect(listing.status()).toBe(403);
  expect(await listing.json()).toMatchObject({ error: 'Unauthorized' });
  const invite = await request.post('/functions/v1/create-sales-manager', { headers, data: { ...newStaffMember('Other'), role: 'super' } });
  expect(invite.status()).toBe(403);
});
