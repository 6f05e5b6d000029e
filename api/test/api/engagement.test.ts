import type { DemoUrl, Engagement } from '@fleet/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailDate } from '../../src/services/mail/mailDate.ts';
import { startSmtpServer, type TestSmtpServer } from '../harness/startSmtpServer.ts';
import { startTestServer, superAdmin, type TestServer } from '../harness/startTestServer.ts';

/**
 * Demo-link engagement: the creator's e-mail at a link's first open, the dashboard's read of recent opens
 * (getEngagement), the list sorted by the last open, and a demo request and its link pointing at each other.
 */

let server: TestServer;
let smtp: TestSmtpServer;
type Client = TestServer['api'];
let admin: Client;
let manager: Client;
const ann = { email: 'ann.opens@example.com', password: 'Manager-Pass-42!', name: 'Ann <b>O’Neil</b> & Co' };

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ SMTP_URL: smtp.url, SALES_EMAIL: 'sales-inbox@example.com' });
  admin = server.as(await server.signIn(superAdmin.email, superAdmin.password));
  expect((await admin.POST('/functions/v1/create-sales-manager', { body: { ...ann, role: 'manager' } })).response.status).toBe(200);
  await server.settleInvitation(ann.email);
  manager = server.as(await server.signIn(ann.email, ann.password));
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const open = (url: string) => fetch(url.replace('http://localhost:8080', server.url), { redirect: 'manual' });

async function generate(client: Client, clientEmail: string): Promise<DemoUrl> {
  const { data, error } = await client.POST('/functions/v1/generate-demo-url', { body: { clientEmail } });
  if (!data) throw new Error(JSON.stringify(error));
  return data.demoUrl;
}

async function demoUrls(sort?: 'created' | 'last_opened'): Promise<DemoUrl[]> {
  const { data } = await manager.GET('/functions/v1/admin', { params: { query: { action: 'getDemoUrls', ...(sort ? { sort } : {}) } } });
  return data && 'demoUrls' in data ? data.demoUrls : [];
}

async function engagement(): Promise<Engagement> {
  const { data, response } = await manager.GET('/functions/v1/engagement');
  expect(response.status).toBe(200);
  return data!;
}

const mailsAbout = (clientEmail: string) =>
  server.db.query<{ to_address: string; subject: string; text_body: string; html_body: string; lead_id: string | null }>(
    `select to_address, subject, text_body, html_body, lead_id from outbox where subject like $1`,
    [`${clientEmail} opened%`],
  );

describe('the first open of a demo link', () => {
  it('queues one e-mail to its creator, however many opens arrive at once, and delivers it', async () => {
    const link = await generate(manager, 'first.open@client.example');
    const answers = await Promise.all(Array.from({ length: 12 }, () => open(link.url)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(302));

    const subject = `first.open@client.example opened the demo link you sent on ${mailDate(link.created_at)}`;
    expect(subject).toMatch(/ on [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    const queued = await mailsAbout('first.open@client.example');
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ to_address: ann.email, subject, lead_id: null });
    // The creator's name lands in HTML escaped and in text as it is; the link itself is not mailed.
    expect(queued[0]!.html_body).toContain('Hello Ann &lt;b&gt;O’Neil&lt;/b&gt; &amp; Co,');
    expect(queued[0]!.text_body).toContain('Hello Ann <b>O’Neil</b> & Co,');
    expect(queued[0]!.text_body).toContain('http://localhost:8080/admin/demo-urls');
    expect(`${queued[0]!.text_body}${queued[0]!.html_body}`).not.toContain(link.url);

    const mail = await smtp.waitFor((m) => m.to.includes(ann.email) && m.text.includes(subject));
    expect(mail.text).toContain(`Subject: ${subject}`);
    const listed = (await demoUrls()).find((item) => item.id === link.id);
    expect(listed).toMatchObject({ open_count: 12, first_opened_at: expect.any(String), last_opened_at: expect.any(String) });

    await open(link.url);
    expect(await mailsAbout('first.open@client.example')).toHaveLength(1);
  });

  it('tells nobody about a link the website issued (it has no creator), nor about a link that cannot be opened', async () => {
    await server.api.POST('/functions/v1/send-demo-request', {
      body: { firstName: 'Web', lastName: 'Visitor', email: 'web.visitor@client.example', company: 'Web Co' },
    });
    const link = (await demoUrls()).find((item) => item.client_email === 'web.visitor@client.example')!;
    expect(link.sales_managers).toBeNull();
    expect((await open(link.url)).status).toBe(302);
    expect(await mailsAbout('web.visitor@client.example')).toEqual([]);

    const revoked = await generate(manager, 'revoked.first@client.example');
    await manager.POST('/functions/v1/revoke-demo-url', { body: { id: revoked.id } });
    expect((await open(revoked.url)).status).toBe(410);
    expect(await mailsAbout('revoked.first@client.example')).toEqual([]);
    expect((await demoUrls()).find((item) => item.id === revoked.id)?.open_count).toBe(0);
  });
});

describe('getEngagement and the list by last open', () => {
  it('counts the links opened in the last 7 days and lists the 10 opened last, the latest first', async () => {
    const links: DemoUrl[] = [];
    for (let n = 1; n <= 12; n++) links.push(await generate(admin, `recent${n}@client.example`));
    for (const link of links) expect((await open(link.url)).status).toBe(302);
    // Two of them were last opened long ago: still among the opens, no longer among the last 7 days'.
    await server.db.query(`update demo_urls set last_opened_at = now() - interval '8 days', first_opened_at = now() - interval '9 days' where id = any($1)`, [
      [links[0]!.id, links[1]!.id],
    ]);
    const [opened] = await server.db.query<{ n: number }>(`select count(*)::int as n from demo_urls where last_opened_at > now() - interval '7 days'`);

    const answer = await engagement();
    expect(answer.opened_last_7_days).toBe(opened!.n);
    expect(answer.opened_last_7_days).toBeGreaterThanOrEqual(10);
    expect(answer.recent_opens).toHaveLength(10);
    expect(answer.recent_opens.map((row) => row.client_email)).toEqual(
      links
        .slice(2)
        .reverse()
        .map((link) => link.client_email),
    );
    expect(answer.recent_opens[0]).toEqual({
      demo_url_id: links[11]!.id,
      client_email: 'recent12@client.example',
      opened_at: expect.any(String),
      open_count: 1,
      creator_name: 'Sam Super',
      lead_id: null,
    });
  });

  it('sorts the demo URL list by the last open on request, never-opened links last; newest first stays the default', async () => {
    const never = await generate(admin, 'never.opened@client.example');
    const byOpen = await demoUrls('last_opened');
    const times = byOpen.map((link) => (link.last_opened_at ? Date.parse(link.last_opened_at) : null));
    const openedTimes = times.filter((time) => time !== null);
    expect(openedTimes).toEqual([...openedTimes].sort((a, b) => b! - a!));
    expect(times.indexOf(null)).toBe(openedTimes.length);
    expect(byOpen.slice(openedTimes.length).map((link) => link.id)).toContain(never.id);

    const byDefault = await demoUrls();
    expect(byDefault[0]!.id).toBe(never.id);
    const created = byDefault.map((link) => Date.parse(link.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(await demoUrls('created')).toEqual(byDefault);
  });

  it('refuses a sort it does not know', async () => {
    const { error, response } = await manager.GET('/functions/v1/admin', {
      params: { query: { action: 'getDemoUrls', sort: 'opens' as 'created' } },
    });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ field: 'query.sort', error: 'query.sort must be one of: created, last_opened' });
  });
});

describe('a demo request and its demo link', () => {
  it('point at each other, and a second request from the same person joins the lead and its link', async () => {
    const request = { firstName: 'Lin', lastName: 'Linked', email: 'lin.linked@client.example', company: 'Linked Ltd', fleetSize: '11-50' as const };
    expect((await server.api.POST('/functions/v1/send-demo-request', { body: request })).response.status).toBe(200);
    const [first] = await server.db.query<{ id: string }>('select id from leads where email = $1', [request.email]);
    const link = (await demoUrls()).find((item) => item.client_email === request.email)!;
    expect(link.lead_id).toBe(first!.id);

    const { data } = await manager.GET('/functions/v1/leads/{id}', { params: { path: { id: first!.id } } });
    const lead = data!;
    expect(lead.demo_url_id).toBe(link.id);
    expect(lead.demo_url).toEqual(link);

    // The same person asking again joins their lead, which keeps the link.
    expect((await server.api.POST('/functions/v1/send-demo-request', { body: request })).response.status).toBe(200);
    const rows = await server.db.query<{ id: string; demo_url_id: string; request_count: number }>(
      'select id, demo_url_id, request_count from leads where email = $1',
      [request.email],
    );
    expect(rows).toEqual([{ id: first!.id, demo_url_id: link.id, request_count: 2 }]);
    expect((await demoUrls()).find((item) => item.id === link.id)?.lead_id).toBe(first!.id);

    expect((await open(link.url)).status).toBe(302);
    const recent = (await engagement()).recent_opens.find((row) => row.demo_url_id === link.id);
    expect(recent).toMatchObject({ creator_name: null, lead_id: first!.id });
  });

  it('leaves a link nobody requested without a lead, and a contact message without a link', async () => {
    const link = await generate(manager, 'no.lead@client.example');
    expect(link.lead_id).toBeNull();
    await server.api.POST('/functions/v1/send-contact-email', { body: { firstName: 'Cal', lastName: 'Contact', email: 'no.lead@client.example' } });
    const [row] = await server.db.query<{ id: string; demo_url_id: string | null }>('select id, demo_url_id from leads where email = $1', [
      'no.lead@client.example',
    ]);
    expect(row!.demo_url_id).toBeNull();
    expect((await demoUrls()).find((item) => item.id === link.id)?.lead_id).toBeNull();
  });
});
