import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { screenshotLeadId, screenshotWebhookId, useFixedAdminData } from '../../fixtures/fixedAdminData.ts';
import { openShellMenu, signIn, startSession } from '../../utils/adminPage.ts';
import { axeViolations } from '../../utils/axe.ts';
import { uniquePerson } from '../../utils/leadFormPage.ts';
import { sendDemoRequestByApi } from '../../utils/leadsApi.ts';
import { adminCredentials, widths } from '../../utils/testEnv.ts';

interface Screen {
  name: string;
  /** Where the screen is on fixed data. */
  path: string;
  /** Where it is on live data, when that needs something made first (a lead of its own). */
  livePath?: (request: APIRequestContext) => Promise<string>;
  /** Visible once the screen has its data (each of them, where its parts load apart). */
  ready: (page: Page) => Locator | readonly Locator[];
  signedIn: boolean;
}

const screens: readonly Screen[] = [
  { name: 'login', path: '/admin', ready: (page) => page.getByRole('button', { name: 'Sign in' }), signedIn: false },
  {
    name: 'dashboard',
    path: '/admin/dashboard',
    ready: (page) => [
      page.getByRole('link', { name: 'Manage Sales Team' }),
      page.getByRole('region', { name: 'Demo Link Opens' }).getByRole('list', { name: 'Latest opens' }).or(page.getByText('No demo links opened yet')),
      page.getByRole('region', { name: 'Content Sync' }).getByText('CONTENT_SOURCE_URL'),
      page.getByRole('region', { name: 'Response Times' }).getByRole('table').or(page.getByText('No leads worked in the last 30 days')),
    ],
    signedIn: true,
  },
  {
    name: 'demo-urls',
    path: '/admin/demo-urls',
    ready: (page) => page.getByRole('radiogroup', { name: 'Filter demo URLs by status' }).or(page.getByText('No demo URLs generated yet')),
    signedIn: true,
  },
  {
    name: 'leads',
    path: '/admin/leads',
    ready: (page) => page.getByRole('list', { name: 'Leads' }).or(page.getByText('No leads yet')),
    signedIn: true,
  },
  {
    name: 'lead',
    path: `/admin/leads/${screenshotLeadId}`,
    livePath: async (request) => `/admin/leads/${await sendDemoRequestByApi(request, uniquePerson(test.info()))}`,
    ready: (page) => [page.getByRole('region', { name: 'What They Sent' }), page.getByRole('region', { name: 'E-mails' }).getByRole('list')],
    signedIn: true,
  },
  {
    name: 'managers',
    path: '/admin/managers',
    ready: (page) => [page.getByRole('list', { name: 'Sales managers' }), page.getByRole('button', { name: 'Save Settings' })],
    signedIn: true,
  },
  {
    name: 'webhooks',
    path: '/admin/webhooks',
    ready: (page) => page.getByRole('button', { name: 'Add Endpoint' }).first(),
    signedIn: true,
  },
  {
    name: 'webhook-deliveries',
    path: `/admin/webhooks/${screenshotWebhookId}`,
    ready: (page) => page.getByRole('heading', { name: 'Deliveries', exact: true }),
    signedIn: true,
  },
  { name: 'audit-log', path: '/admin/audit-log', ready: (page) => page.getByRole('list', { name: 'Audit log' }), signedIn: true },
  {
    name: 'change-password',
    path: '/admin/change-password',
    ready: (page) => page.getByText('This session'),
    signedIn: true,
  },
  { name: 'not-found', path: '/admin/no-such-page', ready: (page) => page.getByRole('heading', { name: 'Page Not Found' }), signedIn: false },
];

async function open(page: Page, screen: Screen, path = screen.path) {
  if (screen.signedIn) await startSession(page, adminCredentials);
  await page.goto(path);
  for (const part of [screen.ready(page)].flat()) await expect(part).toBeVisible();
}

for (const [width, viewport] of widths) {
  test.describe(`admin screens at ${width} width`, () => {
    test.use({ viewport });

    // One sign-in for both looks at a screen: first on live data, then on the fixed data its baseline is taken from.
    for (const screen of screens) {
      test(`${screen.name}: no WCAG 2.1 AA violations with live data, and looks as it did`, async ({ page, request }) => {
        await test.step('no WCAG 2.1 AA violations with live data', async () => {
          await open(page, screen, await screen.livePath?.(request));
          expect(await axeViolations(page)).toEqual([]);
        });

        await test.step('looks as it did', async () => {
          await useFixedAdminData(page);
          await page.goto(screen.path);
          for (const part of [screen.ready(page)].flat()) await expect(part).toBeVisible();
          await expect(page).toHaveScreenshot(`admin-${screen.name}-${width}.png`, { fullPage: true });
        });
      });
    }

    test('the invite dialog and a confirmation have no violations', async ({ page }) => {
      await open(page, screens.find((screen) => screen.name === 'managers')!);
      await page.getByRole('button', { name: 'Invite Manager' }).click();
      await page.getByRole('dialog', { name: 'Invite Manager' }).getByRole('button', { name: 'Send Invite' }).click();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      await useFixedAdminData(page);
      await page.reload();
      await page.getByRole('button', { name: 'Delete Sarah Chen' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe('the open mobile menu', () => {
  test.use({ viewport: widths.find(([width]) => width === 'mobile')![1] });

  test('has no violations and looks as it did', async ({ page }) => {
    await useFixedAdminData(page);
    await signIn(page, adminCredentials);
    await openShellMenu(page);
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await expect(page).toHaveScreenshot('admin-menu-mobile.png');
  });
});
