import type { Engagement, LeadDetail, LeadPage, LeadSettings, LeadSummary, ResponseTimes, Webhook, WebhookDelivery } from '@fleet/api-client';
import type { Page } from '@playwright/test';
import { screenshotTime } from './stillPage.ts';

const daysFrom = (days: number) => new Date(screenshotTime.getTime() + days * 86_400_000).toISOString();
const creator = { name: 'Sarah Chen', email: 'sarah.chen@example.com' };
const admin = { id: '2f0b6c1e-0000-4000-8000-000000000001', name: 'Admin' };
const sarah = { id: '2f0b6c1e-0000-4000-8000-000000000002', name: creator.name };

/** The lead whose page the screenshots show: the demo request that issued the first demo URL. */
export const screenshotLeadId = '4f0b6c1e-0000-4000-8000-000000000001';

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
    lead_id: screenshotLeadId,
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
    lead_id: null,
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
    lead_id: null,
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
    takes_leads: true,
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
    takes_leads: true,
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
    takes_leads: true,
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

/** The dashboard's demo link opens: the first and the revoked demo URL above. */
const screenshotEngagement = {
  opened_last_7_days: 2,
  recent_opens: [
    {
      demo_url_id: screenshotDemoUrls[0]!.id,
      client_email: screenshotDemoUrls[0]!.client_email,
      opened_at: daysFrom(-0.2),
      open_count: 3,
      creator_name: creator.name,
      lead_id: screenshotLeadId,
    },
    {
      demo_url_id: screenshotDemoUrls[2]!.id,
      client_email: screenshotDemoUrls[2]!.client_email,
      opened_at: daysFrom(-3),
      open_count: 1,
      creator_name: creator.name,
      lead_id: null,
    },
  ],
} satisfies Engagement;

/** A lead's response clock: asked once, due four hours after it came, worked within 45 business minutes. */
const clockOf = (receivedAt: string) => ({
  request_count: 1,
  last_requested_at: receivedAt,
  respond_by: new Date(Date.parse(receivedAt) + 4 * 3_600_000).toISOString(),
  worked_at: new Date(Date.parse(receivedAt) + 45 * 60_000).toISOString(),
  response_minutes: 45,
  overdue: false,
});

const screenshotLead = {
  id: screenshotLeadId,
  kind: 'demo',
  first_name: 'Olivia',
  last_name: 'Bennett',
  company: 'Northwind Logistics',
  email: 'fleet.ops@northwind.example',
  fleet_size: '51-200',
  industry: 'Transportation',
  received_at: daysFrom(-1),
  status: 'contacted',
  owner: sarah,
  demo_url_id: screenshotDemoUrls[0]!.id,
  attribution: { source: 'newsletter', medium: 'email', campaign: 'spring', referrer: null, landing_page: '/pricing', pages_before: 4 },
  ...clockOf(daysFrom(-1)),
} satisfies LeadSummary;

/** The inbox's first page: both kinds, every status, owned and not. */
const screenshotLeads = {
  leads: [
    {
      id: '4f0b6c1e-0000-4000-8000-000000000002',
      kind: 'contact',
      first_name: 'Tomas',
      last_name: 'Novak',
      company: null,
      email: 'tomas.novak@example.com',
      fleet_size: null,
      industry: null,
      received_at: daysFrom(-0.05),
      status: 'new',
      owner: null,
      demo_url_id: null,
      attribution: null,
      // Came an hour ago, nobody has answered yet.
      ...clockOf(daysFrom(-0.05)),
      worked_at: null,
      response_minutes: null,
    },
    screenshotLead,
    {
      id: '4f0b6c1e-0000-4000-8000-000000000003',
      kind: 'demo',
      first_name: 'Grace',
      last_name: 'Okafor',
      company: 'Okafor Construction Ltd',
      email: 'grace.okafor@example.com',
      fleet_size: '11-50',
      industry: 'Construction',
      received_at: daysFrom(-2.2),
      status: 'qualified',
      owner: admin,
      demo_url_id: null,
      attribution: null,
      ...clockOf(daysFrom(-2.2)),
    },
    {
      id: '4f0b6c1e-0000-4000-8000-000000000004',
      kind: 'contact',
      first_name: 'Lukas',
      last_name: 'Becker',
      company: 'Becker Transporte GmbH',
      email: 'lukas.becker@example.com',
      fleet_size: null,
      industry: null,
      received_at: daysFrom(-4),
      status: 'won',
      owner: sarah,
      demo_url_id: null,
      attribution: null,
      ...clockOf(daysFrom(-4)),
    },
    {
      id: '4f0b6c1e-0000-4000-8000-000000000005',
      kind: 'demo',
      first_name: 'Daniel',
      last_name: 'Mensah',
      company: 'SecureGuard Patrols',
      email: 'daniel.mensah@example.com',
      fleet_size: '1-10',
      industry: 'Security',
      received_at: daysFrom(-9),
      status: 'lost',
      owner: null,
      demo_url_id: null,
      attribution: null,
      ...clockOf(daysFrom(-9)),
    },
  ],
  page: 1,
  per_page: 50,
  total: 5,
  total_pages: 1,
} satisfies LeadPage;

/** The demo request's page: what was sent, a notice that failed for good, its demo link (opened) and its history. */
const screenshotLeadDetail = {
  ...screenshotLead,
  fields: {
    firstName: 'Olivia',
    lastName: 'Bennett',
    email: 'fleet.ops@northwind.example',
    phone: '+44 113 496 0821',
    company: 'Northwind Logistics',
    position: 'Head of Fleet Operations',
    fleetSize: '51-200',
    industry: 'Transportation',
    requirements: '140 refrigerated vans across three depots.\nWe need door-open alerts and driver-facing cameras on night routes.',
  },
  emails: [
    {
      id: '5f0b6c1e-0000-4000-8000-000000000001',
      to: 'sales-team@example.com',
      subject: 'New demo request from Olivia Bennett (Northwind Logistics)',
      status: 'failed',
      attempts: 10,
      last_error: 'Connection timeout',
      created_at: daysFrom(-1),
      sent_at: null,
      next_attempt_at: null,
    },
    {
      id: '5f0b6c1e-0000-4000-8000-000000000002',
      to: 'fleet.ops@northwind.example',
      subject: 'Your demo access',
      status: 'sent',
      attempts: 1,
      last_error: null,
      created_at: daysFrom(-1),
      sent_at: daysFrom(-1),
      next_attempt_at: null,
    },
  ],
  demo_url: { ...screenshotDemoUrls[0]!, status: 'active' },
  requests: [{ at: daysFrom(-1), kind: 'demo', fields: {}, attribution: null, client_ip: '198.51.100.41' }],
  history: [
    { id: '31', at: daysFrom(-0.9), by: sarah, what: 'owner', from: null, to: sarah.name, note: null },
    { id: '32', at: daysFrom(-0.5), by: sarah, what: 'status', from: 'new', to: 'contacted', note: null },
    {
      id: '33',
      at: daysFrom(-0.4),
      by: sarah,
      what: 'note',
      from: null,
      to: null,
      note: 'Called back: they want a demo for the Leeds depot first.\nAvailable Tuesdays and Thursdays.',
    },
  ],
} satisfies LeadDetail;

/** The dashboard's response times: one owner on target, one with a lead overdue, and one lead nobody has. */
const screenshotResponseTimes = {
  target_minutes: 240,
  owners: [
    { id: admin.id, name: admin.name, median_minutes: 310, worked: 4, unworked: 2, overdue: 1 },
    { id: sarah.id, name: sarah.name, median_minutes: 45, worked: 12, unworked: 1, overdue: 0 },
  ],
  unassigned: { unworked: 1, overdue: 0 },
} satisfies ResponseTimes;

const screenshotLeadSettings = {
  assignment: 'round_robin',
  business_days: [1, 2, 3, 4, 5],
  business_start: '09:00',
  business_end: '17:30',
  time_zone: 'Europe/London',
  response_target_minutes: 240,
} satisfies LeadSettings;

export const screenshotWebhookId = '7f0b6c1e-0000-4000-8000-000000000001';

/** Two endpoints: the CRM, healthy, and a paused one that has a failing delivery. */
const screenshotWebhooks = [
  {
    id: screenshotWebhookId,
    url: 'https://crm.northwind.example/hooks/fleet',
    events: ['lead.created', 'lead.updated'],
    active: true,
    created_at: daysFrom(-20),
    created_by: admin.name,
    last_delivery: { status: 'delivered', at: daysFrom(-0.2) },
    failing: 0,
    consecutive_failures: 0,
    held_until: null,
  },
  {
    id: '7f0b6c1e-0000-4000-8000-000000000002',
    url: 'https://hooks.analytics.example/in/9f2c',
    events: ['demo_link.opened'],
    active: false,
    created_at: daysFrom(-6),
    created_by: sarah.name,
    last_delivery: { status: 'failed', at: daysFrom(-2) },
    failing: 1,
    consecutive_failures: 0,
    held_until: null,
  },
] satisfies Webhook[];

/** The CRM's deliveries: one delivered at once, one after two failed attempts. */
const screenshotDeliveries = [
  {
    id: '8f0b6c1e-0000-4000-8000-000000000001',
    event_id: 'evt_4c9a1e0d6b7f4a2e9d3c5b1a0f8e7d6c',
    event_type: 'lead.updated',
    status: 'delivered',
    attempts: 1,
    created_at: daysFrom(-0.2),
    delivered_at: daysFrom(-0.2),
    next_attempt_at: null,
    log: [{ at: daysFrom(-0.2), status_code: 200, duration_ms: 143, excerpt: '{"ok":true}', error: null }],
  },
  {
    id: '8f0b6c1e-0000-4000-8000-000000000002',
    event_id: 'evt_1b2c3d4e5f60718293a4b5c6d7e8f901',
    event_type: 'lead.created',
    status: 'delivered',
    attempts: 3,
    created_at: daysFrom(-1),
    delivered_at: daysFrom(-0.99),
    next_attempt_at: null,
    log: [
      { at: daysFrom(-1), status_code: 503, duration_ms: 88, excerpt: 'Service Unavailable', error: null },
      { at: daysFrom(-0.9995), status_code: null, duration_ms: 10_000, excerpt: null, error: 'timed out after 10 s' },
      { at: daysFrom(-0.99), status_code: 202, duration_ms: 212, excerpt: 'accepted', error: null },
    ],
  },
] satisfies WebhookDelivery[];

const screenshotLeadsCsv = `\uFEFFReceived,Kind,Status,Owner,First name,Last name,Company,Email,Phone,Job title,Fleet size,Industry,Requirements,Source,Medium,Campaign,Referrer,Landing page,Pages before,Lead id\r\n`;

/** A call to the admin operations with this `action` (the query string may carry more). */
const adminAction = (action: string) => (url: URL) => url.pathname === '/functions/v1/admin' && url.searchParams.get('action') === action;

/** Answers the admin listings with the fixed data above, and fixes the page's clock to the screenshot moment. */
export async function useFixedAdminData(page: Page): Promise<void> {
  await page.clock.setFixedTime(screenshotTime);
  await page.route('**/functions/v1/sessions', (route) => route.fulfill({ json: { sessions: screenshotSessions } }));
  await page.route('**/functions/v1/admin?action=getAuditLog*', (route) => route.fulfill({ json: screenshotAuditLog }));
  // Either order ('Sort by'): the fixed links, as they are.
  await page.route(adminAction('getDemoUrls'), (route) => route.fulfill({ json: { demoUrls: screenshotDemoUrls } }));
  await page.route('**/functions/v1/admin?action=getSalesManagers', (route) => route.fulfill({ json: { managers: screenshotManagers } }));
  await page.route('**/functions/v1/admin?action=getSecuritySettings', (route) => route.fulfill({ json: { two_step_required: false } }));
  await page.route('**/functions/v1/mfa', (route) => route.fulfill({ json: { enabled: true, recovery_codes_left: 8, required: false } }));
  await page.route(adminAction('getEngagement'), (route) => route.fulfill({ json: screenshotEngagement }));
  await page.route(adminAction('getLeads'), (route) => route.fulfill({ json: screenshotLeads }));
  await page.route(adminAction('getResponseTimes'), (route) => route.fulfill({ json: screenshotResponseTimes }));
  await page.route(adminAction('getLeadSettings'), (route) => route.fulfill({ json: screenshotLeadSettings }));
  await page.route(adminAction('getWebhooks'), (route) => route.fulfill({ json: { webhooks: screenshotWebhooks } }));
  await page.route(adminAction('getWebhookDeliveries'), (route) => route.fulfill({ json: { deliveries: screenshotDeliveries } }));
  await page.route(adminAction('getLeadOrigins'), (route) => route.fulfill({ json: { sources: ['direct', 'newsletter'], campaigns: ['spring'] } }));
  await page.route(adminAction('getLead'), (route) => route.fulfill({ json: screenshotLeadDetail }));
  // The lead actions answer as the server would, changing nothing: a page on fixed data never writes to the shared server.
  await page.route(adminAction('updateLead'), (route) => route.fulfill({ json: { success: true, lead: screenshotLeadDetail, changed: [] } }));
  await page.route(adminAction('resendEmail'), (route) => route.fulfill({ json: { success: true } }));
  await page.route(adminAction('exportLeads'), (route) =>
    route.fulfill({
      contentType: 'text/csv; charset=utf-8',
      headers: { 'Content-Disposition': 'attachment; filename="leads-2026-11-21.csv"' },
      body: screenshotLeadsCsv,
    }),
  );
}
