import type { Page } from '@playwright/test';
import { screenshotTime } from './stillPage.ts';

const daysFrom = (days: number) => new Date(screenshotTime.getTime() + days * 86_400_000).toISOString();
const creator = { name: 'Sarah Chen', email: 'sarah.chen@example.com' };

/** Fixed listings for the screenshots: the shared server's real lists change with every test that runs beside them. */
const screenshotDemoUrls = [
  {
    id: '1f0b6c1e-0000-4000-8000-000000000001',
    url: 'http://127.0.0.1/demo-access/fixture-one',
    status: 'active',
    client_email: 'fleet.ops@northwind.example',
    expires_at: daysFrom(6.5),
    created_at: daysFrom(-1),
    sales_managers: creator,
    open_count: 3,
    first_opened_at: daysFrom(-0.9),
    last_opened_at: daysFrom(-0.2),
    revoked_at: null,
  },
  {
    id: '1f0b6c1e-0000-4000-8000-000000000002',
    url: 'http://127.0.0.1/demo-access/fixture-two',
    status: 'active',
    client_email: 'transport@contoso.example',
    expires_at: daysFrom(20.5),
    created_at: daysFrom(-10),
    sales_managers: null,
    open_count: 0,
    first_opened_at: null,
    last_opened_at: null,
    revoked_at: null,
  },
  {
    id: '1f0b6c1e-0000-4000-8000-000000000003',
    url: 'http://127.0.0.1/demo-access/fixture-three',
    status: 'revoked',
    client_email: 'it@fabrikam.example',
    expires_at: daysFrom(3),
    created_at: daysFrom(-4),
    sales_managers: creator,
    open_count: 1,
    first_opened_at: daysFrom(-3),
    last_opened_at: daysFrom(-3),
    revoked_at: daysFrom(-2),
  },
];

const screenshotManagers = [
  {
    id: '2f0b6c1e-0000-4000-8000-000000000001',
    name: 'Admin',
    email: 'admin@example.com',
    role: 'super',
    status: 'active',
    must_change_password: false,
    mfa_enabled: true,
    mfa_setup_required: false,
    created_at: daysFrom(-90),
  },
  {
    id: '2f0b6c1e-0000-4000-8000-000000000002',
    ...creator,
    role: 'manager',
    status: 'active',
    must_change_password: false,
    mfa_enabled: false,
    mfa_setup_required: false,
    created_at: daysFrom(-30),
  },
  {
    id: '2f0b6c1e-0000-4000-8000-000000000003',
    name: 'Aisha Khan',
    email: 'aisha.khan@example.com',
    role: 'manager',
    status: 'inactive',
    must_change_password: false,
    mfa_enabled: false,
    mfa_setup_required: false,
    created_at: daysFrom(-20),
  },
];

/** Where the signed-in account is signed in: this browser, and a phone. */
const screenshotSessions = [
  {
    id: '3f0b6c1e-0000-4000-8000-000000000001',
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
    client_ip: '203.0.113.24',
    created_at: daysFrom(-0.1),
    last_seen_at: daysFrom(0),
    current: true,
  },
  {
    id: '3f0b6c1e-0000-4000-8000-000000000002',
    user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 19_0 like Mac OS X) AppleWebKit/605.1.15 Version/19.0 Mobile/15E148 Safari/604.1',
    client_ip: '198.51.100.7',
    created_at: daysFrom(-2),
    last_seen_at: daysFrom(-1.5),
    current: false,
  },
];

/** The audit trail's newest events. */
const screenshotAuditLog = {
  entries: [
    {
      id: '108',
      at: daysFrom(-0.01),
      actor: 'admin@example.com',
      action: 'manager_deactivate',
      target: '2f0b6c1e-0000-4000-8000-000000000003',
      client_ip: '203.0.113.24',
      request_id: '6f1c2a9e-4b7d-4e0a-9c51-0d2b7f3e8a41',
    },
    {
      id: '107',
      at: daysFrom(-0.2),
      actor: 'sarah.chen@example.com',
      action: 'demo_link_generate',
      target: 'fleet.ops@northwind.example',
      client_ip: '198.51.100.7',
      request_id: '0b9d5e3f-2c1a-4f6b-8e7d-5a4c3b2a1f0e',
    },
    {
      id: '106',
      at: daysFrom(-0.21),
      actor: 'sarah.chen@example.com',
      action: 'signin',
      target: '',
      client_ip: '198.51.100.7',
      request_id: 'c2e4f6a8-1b3d-4f5a-9c7e-2d4f6a8b0c1e',
    },
  ],
  total: 3,
  page: 1,
  page_size: 50,
};

/** Answers the admin listings with the fixed data above, and fixes the page's clock to the screenshot moment. */
export async function useFixedAdminData(page: Page): Promise<void> {
  await page.clock.setFixedTime(screenshotTime);
  await page.route('**/functions/v1/sessions', (route) => route.fulfill({ json: { sessions: screenshotSessions } }));
  await page.route('**/functions/v1/admin?action=getAuditLog*', (route) => route.fulfill({ json: screenshotAuditLog }));
  await page.route('**/functions/v1/admin?action=getDemoUrls', (route) => route.fulfill({ json: { demoUrls: screenshotDemoUrls } }));
  await page.route('**/functions/v1/admin?action=getSalesManagers', (route) => route.fulfill({ json: { managers: screenshotManagers } }));
  await page.route('**/functions/v1/admin?action=getSecuritySettings', (route) => route.fulfill({ json: { two_step_required: false } }));
  await page.route('**/functions/v1/mfa', (route) => route.fulfill({ json: { enabled: true, recovery_codes_left: 8, required: false } }));
}
