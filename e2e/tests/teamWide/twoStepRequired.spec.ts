import { expect, test } from '@playwright/test';
import { enrolByApi, inviteByApi, newStaffMember, signInByApi } from '../../utils/adminApi.ts';
import { fillLogin, openFromShell, signIn, signOutFromShell } from '../../utils/adminPage.ts';
import { authenticatorCode } from '../../utils/authenticatorApp.ts';

test('a super admin requires two-step verification of everyone; a manager without it sets it up before anything else', async ({ browser, page, request }) => {
  const chief = newStaffMember('Warden');
  const member = newStaffMember('Latecomer');
  await inviteByApi(request, chief, 'super');
  await inviteByApi(request, member);

  // Without it themselves, a super admin cannot require it: the switch would shut them out first.
  await signIn(page, chief);
  await openFromShell(page, 'Sales Managers');
  const requirement = page.getByRole('checkbox', { name: 'Require two-step verification for everyone' });
  await expect(requirement).not.toBeChecked();
  await requirement.click();
  await expect(page.getByText('Set up two-step verification for yourself first')).toBeVisible();
  await expect(requirement).not.toBeChecked();
  await signOutFromShell(page);

  const secret = await enrolByApi(request, chief, (key) => authenticatorCode(key));
  await fillLogin(page, chief.email, chief.password);
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(authenticatorCode(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await openFromShell(page, 'Sales Managers');
  await requirement.check();
  await expect(requirement).toBeChecked();
  await page.reload();
  await expect(requirement).toBeChecked();

  try {
    const theirs = await (await browser.newContext()).newPage();
    await fillLogin(theirs, member.email, member.password);
    await expect(theirs).toHaveURL(/\/admin\/change-password$/);
    await expect(theirs.getByText('Your team requires two-step verification: set it up below to go on.')).toBeVisible();
    const section = theirs.getByRole('region', { name: 'Two-Step Verification' });
    await expect(section.getByText('Your team requires two-step verification. Set it up to go on.')).toBeVisible();
    // Every other page leads back here until it is done.
    await theirs.goto('/admin/demo-urls');
    await expect(theirs).toHaveURL(/\/admin\/change-password$/);

    await section.getByRole('button', { name: 'Set Up Two-Step Verification' }).click();
    const key = (await section.getByText(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/).textContent()) ?? '';
    await section.getByRole('textbox', { name: 'Authentication code' }).fill(authenticatorCode(key));
    await section.getByRole('button', { name: 'Turn On' }).click();
    await section.getByRole('button', { name: 'I Have Saved These Codes' }).click();
    await expect(theirs).toHaveURL(/\/admin\/dashboard$/);
    await openFromShell(theirs, 'Demo URLs');
    await expect(theirs).toHaveURL(/\/admin\/demo-urls$/);
  } finally {
    await requirement.uncheck();
    await expect(requirement).not.toBeChecked();
  }
  // Lifted: an account without a second factor signs in with its password alone again.
  const other = newStaffMember('Unbound');
  await inviteByApi(request, other);
  expect(await signInByApi(request, other)).toBeTruthy();
});
