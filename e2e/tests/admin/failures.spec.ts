import { expect, type Page, test } from '@playwright/test';
import { useFixedAdminData } from '../../fixtures/fixedAdminData.ts';
import { demoUrlRow, startSession, storedSession } from '../../utils/adminPage.ts';
import { adminCredentials } from '../../utils/testEnv.ts';

const listing = (action: string) => `**/functions/v1/admin?action=${action}`;

/** The server answers one call with a failure of its own choosing. */
const failWith = (page: Page, url: string, status: number, body: object = {}) => page.route(url, (route) => route.fulfill({ status, json: body }));

test.beforeEach(async ({ page }) => {
  await startSession(page, adminCredentials);
});

test.describe('the dashboard', () => {
  test("a failed demo URL listing: 'Failed to load demo URLs data'", async ({ page }) => {
    await failWith(page, listing('getDemoUrls'), 500);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('alert')).toHaveText('Failed to load demo URLs data');
  });

  test("a failed team listing: 'Failed to load dashboard data. Please try again later.'", async ({ page }) => {
    await failWith(page, listing('getSalesManagers'), 500);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('alert')).toHaveText('Failed to load dashboard data. Please try again later.');
  });
});

test.describe('the demo URLs page', () => {
  test("loading, then 'No demo URLs generated yet'", async ({ page }) => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(listing('getDemoUrls'), async (route) => {
      await answered;
      await route.fulfill({ json: { demoUrls: [] } });
    });
    await page.goto('/admin/demo-urls');
    await expect(page.getByRole('status').filter({ hasText: 'Loading demo URLs...' })).toBeVisible();
    answer();
    await expect(page.getByText('No demo URLs generated yet')).toBeVisible();
  });

  test("a failed listing: 'Failed to load demo URLs'", async ({ page }) => {
    await failWith(page, listing('getDemoUrls'), 500);
    await page.goto('/admin/demo-urls');
    await expect(page.getByRole('alert')).toHaveText('Failed to load demo URLs');
  });

  const generation = [
    {
      name: 'a refusal of the role',
      status: 403,
      body: { error: 'Unauthorized', code: 'unauthorized' },
      message: 'You are not authorized to generate demo URLs',
    },
    { name: 'a refused address', status: 400, body: { error: 'Invalid email format', code: 'invalid_request' }, message: 'Please enter a valid email address' },
    { name: 'a server message', status: 503, body: { error: 'Demo links are paused', code: 'internal_error' }, message: 'Demo links are paused' },
    { name: 'a failure without a message', status: 500, body: {}, message: 'Failed to generate demo URL Internal Server Error' },
    { name: 'an answer without the link', status: 200, body: { success: true }, message: 'Invalid response: Missing URL in server response' },
  ] as const;

  for (const { name, status, body, message } of generation) {
    test(`generation, ${name}: '${message}', the e-mail kept and the session too`, async ({ page }) => {
      await failWith(page, '**/functions/v1/generate-demo-url', status, body);
      await page.goto('/admin/demo-urls');
      await page.getByLabel('Client Email Address').fill('kept@example.com');
      await page.getByRole('button', { name: 'Generate' }).click();
      await expect(page.getByRole('alert')).toHaveText(message);
      await expect(page.getByLabel('Client Email Address')).toHaveValue('kept@example.com');
      expect((await storedSession(page)).token).toBeTruthy();
    });
  }

  test("generation with no answer: 'Failed to generate demo URL: Network error'", async ({ page }) => {
    await page.route('**/functions/v1/generate-demo-url', (route) => route.abort('connectionrefused'));
    await page.goto('/admin/demo-urls');
    await page.getByLabel('Client Email Address').fill('kept@example.com');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to generate demo URL: Network error');
  });

  test("generation after the session ended: to the login with 'Authentication required' handled", async ({ page }) => {
    await failWith(page, '**/functions/v1/generate-demo-url', 401, { error: 'Authentication required', code: 'authentication_required' });
    await page.goto('/admin/demo-urls');
    await page.getByLabel('Client Email Address').fill('kept@example.com');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect((await storedSession(page)).entries).toBe(0);
  });

  test("a failed revoke shows the server's message on its row", async ({ page }) => {
    await useFixedAdminData(page);
    await failWith(page, '**/functions/v1/revoke-demo-url', 409, { error: 'This demo URL is already revoked', code: 'conflict' });
    await page.goto('/admin/demo-urls');
    const row = demoUrlRow(page, 'fleet.ops@northwind.example');
    await row.getByRole('button', { name: /^Revoke/ }).click();
    await expect(row.getByRole('alert')).toHaveText('This demo URL is already revoked');
  });
});

test.describe('the sales managers page', () => {
  test("a failed listing: 'Failed to load sales managers'", async ({ page }) => {
    await failWith(page, listing('getSalesManagers'), 500);
    await page.goto('/admin/managers');
    await expect(page.getByRole('alert')).toHaveText('Failed to load sales managers');
  });

  test("activating without an answer's message: 'Failed to update manager status'", async ({ page }) => {
    await useFixedAdminData(page);
    await failWith(page, '**/functions/v1/admin?action=updateManagerStatus', 500);
    await page.goto('/admin/managers');
    await page.getByRole('button', { name: 'Activate Aisha Khan' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to update manager status');
  });

  test("deactivating without an answer's message: 'Failed to deactivate manager' in the confirmation", async ({ page }) => {
    await useFixedAdminData(page);
    await failWith(page, '**/functions/v1/admin?action=updateManagerStatus', 500);
    await page.goto('/admin/managers');
    await page.getByRole('button', { name: 'Deactivate Sarah Chen' }).click();
    const confirmation = page.getByRole('alertdialog', { name: 'Deactivate Sarah Chen' });
    await confirmation.getByRole('button', { name: 'Deactivate' }).click();
    await expect(confirmation.getByRole('alert')).toHaveText('Failed to deactivate manager');
  });

  test("inviting without an answer's message: 'HTTP error! status: 500', what was typed kept", async ({ page }) => {
    await failWith(page, '**/functions/v1/create-sales-manager', 500);
    await page.goto('/admin/managers');
    await page.getByRole('button', { name: 'Invite Manager' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Manager' });
    await dialog.getByLabel('Name').fill('Priya Raman');
    await dialog.getByLabel('Email').fill('priya.raman@example.com');
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Fleet-2026!');
    await dialog.getByRole('button', { name: 'Send Invite' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('HTTP error! status: 500');
    await expect(dialog.getByLabel('Email')).toHaveValue('priya.raman@example.com');
  });

  test("a refused 'Takes New Leads' change shows at once while saving, then is put back with the reason", async ({ page }) => {
    await useFixedAdminData(page);
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/functions/v1/managers/*/takes-leads', async (route) => {
      await answered;
      await route.fulfill({ status: 500, json: {} });
    });
    await page.goto('/admin/managers');
    const box = page.getByRole('checkbox', { name: 'Takes New Leads (Sarah Chen)' });
    await box.uncheck();
    await expect(box).not.toBeChecked();
    await expect(box).toBeDisabled();
    answer();
    await expect(page.getByRole('alert')).toHaveText('Failed to change who takes new leads');
    await expect(box).toBeChecked();
    await expect(box).toBeEnabled();
  });

  test('a failed delete keeps the confirmation open with the reason', async ({ page }) => {
    await useFixedAdminData(page);
    await failWith(page, '**/functions/v1/admin?action=deleteSalesManager', 404, { error: 'Sales manager not found', code: 'not_found' });
    await page.goto('/admin/managers');
    await page.getByRole('button', { name: 'Delete Sarah Chen' }).click();
    const confirmation = page.getByRole('alertdialog');
    await confirmation.getByRole('button', { name: 'Delete' }).click();
    await expect(confirmation.getByRole('alert')).toHaveText('Sales manager not found');
  });
});

test("change password without an answer's message: 'Failed to change password'", async ({ page }) => {
  await failWith(page, '**/functions/v1/change-password', 500);
  await page.goto('/admin/change-password');
  await page.getByLabel('Current password').fill(adminCredentials.password);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Another-Pass-1!');
  await page.getByLabel('Confirm new password').fill('Another-Pass-1!');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to change password');
  expect((await storedSession(page)).token).toBeTruthy();
});
