import { expect, type Page, test } from '@playwright/test';
import { inviteByApi, newStaffMember } from '../../utils/adminApi.ts';
import { fillLogin, managerRow, openFromShell, signIn, signOutFromShell } from '../../utils/adminPage.ts';
import { authenticatorCode } from '../../utils/authenticatorApp.ts';
import { adminCredentials } from '../../utils/testEnv.ts';

/** On the account page: sets up two-step verification as a person would, and answers the secret and the recovery codes. */
async function setUpTwoStep(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  const section = page.getByRole('region', { name: 'Two-Step Verification' });
  await expect(section.getByText('Two-step verification is off.')).toBeVisible();
  await section.getByRole('button', { name: 'Set Up Two-Step Verification' }).click();
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  // The key as the page shows it for typing by hand: blocks of four.
  const secret = (await section.getByText(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/).textContent()) ?? '';

  await section.getByRole('textbox', { name: 'Authentication code' }).fill('000000');
  await section.getByRole('button', { name: 'Turn On' }).click();
  await expect(section.getByRole('alert')).toHaveText('Invalid code');

  await section.getByRole('textbox', { name: 'Authentication code' }).fill(authenticatorCode(secret));
  await section.getByRole('button', { name: 'Turn On' }).click();
  await expect(section.getByText('Two-step verification is on.')).toBeVisible();
  const recoveryCodes = await section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  await section.getByRole('button', { name: 'I Have Saved These Codes' }).click();
  await expect(section.getByText('Recovery codes left: 10')).toBeVisible();
  return { secret: secret.replace(/\s+/g, ''), recoveryCodes };
}

test('a manager sets up two-step verification; then sign-in asks for the app’s code, or takes a recovery code once', async ({ page, request }) => {
  const member = newStaffMember('Twostep');
  await inviteByApi(request, member);
  await signIn(page, member);
  await openFromShell(page, 'Change Password');
  const { secret, recoveryCodes } = await setUpTwoStep(page);
  await signOutFromShell(page);

  // The code that turned it on is used up: the app's next one signs in.
  await fillLogin(page, member.email, member.password);
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Code is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Authentication code' }).fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid code');
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(authenticatorCode(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await signOutFromShell(page);

  // A lost phone: a recovery code instead, typed in capitals; it works once.
  for (const attempt of ['first', 'again'] as const) {
    await fillLogin(page, member.email, member.password);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await expect(page.getByText('Enter one of the recovery codes you saved')).toBeVisible();
    await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[0]!.toUpperCase());
    await page.getByRole('button', { name: 'Verify' }).click();
    if (attempt === 'again') {
      await expect(page.getByRole('alert')).toHaveText('Invalid code');
      break;
    }
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await openFromShell(page, 'Change Password');
    await expect(page.getByText('Recovery codes left: 9')).toBeVisible();
    await signOutFromShell(page);
  }

  // 'Back to sign in' forgets the half-done sign-in.
  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
});

test('a super admin resets a manager’s two-step verification; the manager signs in with the password alone', async ({ page, request }) => {
  const member = newStaffMember('Phoneless');
  await inviteByApi(request, member);
  await signIn(page, member);
  await openFromShell(page, 'Change Password');
  await setUpTwoStep(page);
  await signOutFromShell(page);

  // The first super admin: another one would make it no longer the last, which the managers' journeys rely on.
  await signIn(page, adminCredentials);
  await openFromShell(page, 'Sales Managers');
  const row = managerRow(page, member.email);
  await expect(row.getByText('2-Step On')).toBeVisible();
  await row.getByRole('button', { name: `Reset 2-Step ${member.name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Reset two-step verification for this manager?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('2-Step On')).toBeHidden();
  await signOutFromShell(page);

  await signIn(page, member);
});
