import { expect, test } from '@playwright/test';
import { fillLogin, signIn, signOutFromShell, storedSession } from '../../utils/adminPage.ts';
import { adminCredentials, widths } from '../../utils/testEnv.ts';

const signInCall = '**/functions/v1/signin';

for (const [width, viewport] of widths) {
  test.describe(`the login at ${width} width`, () => {
    test.use({ viewport });

    test('the admin signs in with the password shown, sees their name and e-mail, and signs out', async ({ page }) => {
      await page.goto('/admin');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(adminCredentials.email);
      const password = page.getByRole('textbox', { name: 'Password', exact: true });
      await password.fill(adminCredentials.password);
      await expect(password).toHaveAttribute('type', 'password');
      await page.getByRole('button', { name: 'Show password' }).click();
      await expect(password).toHaveAttribute('type', 'text');
      await page.getByRole('button', { name: 'Sign in' }).click();

      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      const session = await storedSession(page);
      expect(session.token).toBeTruthy();
      expect(JSON.parse(session.manager ?? '{}')).toMatchObject({ email: adminCredentials.email, role: 'super', status: 'active' });

      await signOutFromShell(page);
      await expect(page).toHaveURL(/\/admin\/?$/);
      await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
      expect((await storedSession(page)).entries).toBe(0);
    });
  });
}

test('e-mail and password are required, and each message clears when its field is edited', async ({ page }) => {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('a');
  await expect(page.getByText('Email is required')).toHaveCount(0);
  await expect(page.getByText('Password is required')).toBeVisible();
});

test('a wrong password is refused with the login’s own message and stores nothing', async ({ page }) => {
  await fillLogin(page, adminCredentials.email, 'Not-The-Password-1!');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/admin\/?$/);
  expect((await storedSession(page)).entries).toBe(0);
});

test.describe('when the sign-in call goes wrong', () => {
  const cases = [
    {
      name: 'no answer at all',
      answer: { abort: true },
      message: 'Unable to connect to the authentication server. Please check your internet connection and try again.',
    },
    { name: 'an unreadable answer', answer: { status: 200, body: '<html>proxy error' }, message: 'Invalid response from server' },
    {
      name: 'an answer without a token',
      answer: { status: 200, body: JSON.stringify({ session: {}, manager: null }) },
      message: 'Invalid response: Missing access token',
    },
    {
      name: 'a server message',
      answer: { status: 503, body: JSON.stringify({ error: 'Sign-in is paused for maintenance' }) },
      message: 'Sign-in is paused for maintenance',
    },
    { name: 'a server failure without a message', answer: { status: 500, body: '{}' }, message: 'Authentication failed. Please try again later.' },
  ] as const;

  for (const { name, answer, message } of cases) {
    test(`${name}: '${message}'`, async ({ page }) => {
      await page.route(signInCall, (route) =>
        'abort' in answer ? route.abort('connectionrefused') : route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }),
      );
      await fillLogin(page, adminCredentials.email, adminCredentials.password);
      await expect(page.getByRole('alert')).toHaveText(message);
      expect((await storedSession(page)).entries).toBe(0);
    });
  }
});

test('sign-out clears the browser even when the server cannot be reached', async ({ page }) => {
  await signIn(page, adminCredentials);
  await page.route('**/functions/v1/signout', (route) => route.abort('connectionrefused'));
  await signOutFromShell(page);
  await expect(page).toHaveURL(/\/admin\/?$/);
  expect((await storedSession(page)).entries).toBe(0);
});

test("while the sign-in call runs the button reads 'Signing in...' and cannot be pressed again", async ({ page }) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(signInCall, async (route) => {
    await released;
    await route.continue();
  });
  await fillLogin(page, adminCredentials.email, adminCredentials.password);
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
