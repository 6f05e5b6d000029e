import { expect, test } from '@playwright/test';
import { invitationPassword, inviteByApi, newStaffMember } from '../../utils/adminApi.ts';
import { chooseOwnPassword, fillLogin, openFromShell, signIn, storedSession } from '../../utils/adminPage.ts';
import { widths } from '../../utils/testEnv.ts';

for (const [width, viewport] of widths) {
  test.describe(`change password at ${width} width`, () => {
    test.use({ viewport });

    test('the checklist guides the new password; success signs out after 2 s and only the new password works', async ({ page, request }) => {
      const member = newStaffMember('Changer');
      const newPassword = `New-${member.password}`;
      await inviteByApi(request, member);
      await signIn(page, member);
      await openFromShell(page, 'Change Password');
      await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();

      const submit = page.getByRole('button', { name: 'Change Password' });
      const checklist = page.getByRole('list', { name: 'Password requirements' });
      await expect(checklist).toBeHidden();
      await page.getByRole('textbox', { name: 'New password', exact: true }).focus();
      await expect(checklist).toBeVisible();

      await page.getByLabel('Current password').fill('Wrong-current-1!');
      await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
      await expect(submit).toBeDisabled();
      await page.getByLabel('Confirm new password').fill('shorter');
      await expect(page.getByText('Please ensure all password requirements are met')).toBeVisible();
      await expect(page.getByText('New passwords do not match')).toBeVisible();
      await expect(submit).toBeDisabled();

      await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
      await page.getByLabel('Confirm new password').fill(newPassword);
      await expect(submit).toBeEnabled();
      await submit.click();
      await expect(page.getByRole('alert')).toHaveText('Current password is incorrect');

      await page.getByLabel('Current password').fill(member.password);
      await submit.click();
      await expect(page.getByText('Password changed successfully. Signing out...')).toBeVisible();
      await expect(page.getByLabel('Current password')).toHaveValue('');
      await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveValue('');
      await expect(page).toHaveURL(/\/admin\/change-password$/);
      await expect(page).toHaveURL(/\/admin\/?$/);
      expect((await storedSession(page)).entries).toBe(0);

      await fillLogin(page, member.email, member.password);
      await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
      await signIn(page, { email: member.email, password: newPassword });
    });
  });
}

test('an invited manager chooses their own password before anything else, and the invitation’s stops working', async ({ page, request }) => {
  const member = newStaffMember('Newcomer');
  await inviteByApi(request, member, 'manager', { accepted: false });
  await fillLogin(page, member.email, invitationPassword(member));
  await expect(page).toHaveURL(/\/admin\/change-password$/);
  await expect(page.getByText('Your password was set for you. Choose your own before going on')).toBeVisible();
  // Every other page leads back here until it is done.
  await openFromShell(page, 'Demo URLs');
  await expect(page).toHaveURL(/\/admin\/change-password$/);

  await chooseOwnPassword(page, invitationPassword(member), member.password);
  await fillLogin(page, member.email, invitationPassword(member));
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await signIn(page, member);
  await openFromShell(page, 'Demo URLs');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo URLs' })).toBeVisible();
});

test('Your sessions lists where the account is signed in, and signs out the others', async ({ page, browser, request }) => {
  const member = newStaffMember('Sessions');
  await inviteByApi(request, member);
  const elsewhere = await browser.newContext();
  const theirPage = await elsewhere.newPage();
  await signIn(theirPage, member);
  await signIn(page, member);
  await openFromShell(page, 'Change Password');

  const sessions = page.getByRole('list', { name: 'Your sessions' }).getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: 'This session' })).toHaveCount(1);
  await expect(sessions.first()).toContainText('127.0.0.1');
  await page.getByRole('button', { name: 'Sign out all other sessions' }).click();
  await expect(sessions).toHaveCount(1);
  await expect(sessions).toContainText('This session');

  // The other browser's next call is refused: it is sent to the login.
  await openFromShell(theirPage, 'Demo URLs');
  await expect(theirPage).toHaveURL(/\/admin\/login$/);
  await elsewhere.close();
});
