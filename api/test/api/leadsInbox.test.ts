import type { components, LeadDetail, LeadPage, LeadSummary } from '@fleet/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../harness/startSmtpServer.ts';
import { startTestServer, superAdmin, type TestServer } from '../harness/startTestServer.ts';

/**
 * The leads inbox (getLeads, getLead, updateLead, exportLeads) and resending a failed e-mail (resendEmail), over
 * real HTTP with a real SMTP server. Leads come in through the public forms, as visitors send them.
 */

let server: TestServer;
let smtp: TestSmtpServer;
type Client = TestServer['api'];
type LeadChange = components['schemas']['LeadChange'];
let admin: Client;
let manager: Client;
const team = { superId: '', managerId: '', otherId: '', inactiveId: '' };
const mia = { email: 'mia.manager@example.com', password: 'Manager-Pass-42!', name: 'Mia Manager' };
const omar = { email: 'omar.other@example.com', password: 'Manager-Pass-42!', name: 'Omar Other' };

const contact = {
  firstName: 'Avery',
  lastName: 'Lee',
  email: 'avery@haulers.example',
  company: 'Haulers, "Big" & Co <b>',
  position: 'Fleet manager',
  phone: '+1 (555) 010-2000',
  requirements: '<script>alert("x")</script>\nWe run 40 trucks, and =HYPERLINK("http://evil.example")',
  salesEmail: 'someone-else@attacker.example',
};
const demo = {
  firstName: 'Robin',
  lastName: 'Park',
  email: 'robin@pitmining.example',
  company: 'Pit Mining',
  fleetSize: '51-200' as const,
  industry: 'Mining' as const,
  requirements: '@SUM(A1:A9)',
};
const tokyo = { firstName: 'Zoë', lastName: 'Tanaka', email: 'zoe@tokyo.example', company: '東京 Transit' };
const formulas = {
  firstName: '-Minus',
  lastName: '+Plus',
  email: 'formula@corp.example',
  company: '@Corp',
  fleetSize: '' as const,
  industry: '' as const,
  requirements: '\tTabbed',
};
const ids = { contact: '', demo: '', tokyo: '', formulas: '', noCompany: '' };

async function newestLeadId(email: string): Promise<string> {
  const [row] = await server.db.query<{ id: string }>('select id from leads where email = $1 order by created_at desc limit 1', [email]);
  return row!.id;
}

async function invite(person: { email: string; password: string; name: string }): Promise<string> {
  const { data } = await admin.POST('/functions/v1/create-sales-manager', { body: { ...person, role: 'manager' } });
  await server.settleInvitation(person.email);
  return data!.manager.id;
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ SMTP_URL: smtp.url, SALES_EMAIL: 'sales-inbox@example.com' });
  admin = server.as(await server.signIn(superAdmin.email, superAdmin.password));
  team.managerId = await invite(mia);
  team.otherId = await invite(omar);
  team.inactiveId = await invite({ email: 'ivan.inactive@example.com', password: 'Manager-Pass-42!', name: 'Ivan Inactive' });
  await server.db.query(`update managers set status = 'inactive' where id = $1`, [team.inactiveId]);
  const [me] = await server.db.query<{ id: string }>('select id from managers where email = $1', [superAdmin.email]);
  team.superId = me!.id;
  manager = server.as(await server.signIn(mia.email, mia.password));

  const send = async (path: '/functions/v1/send-contact-email' | '/functions/v1/send-demo-request', body: object) => {
    const { response } = await server.api.POST(path, { body: body as typeof demo });
    expect(response.status).toBe(200);
    return newestLeadId((body as { email: string }).email);
  };
  ids.contact = await send('/functions/v1/send-contact-email', contact);
  ids.demo = await send('/functions/v1/send-demo-request', demo);
  ids.tokyo = await send('/functions/v1/send-contact-email', tokyo);
  ids.formulas = await send('/functions/v1/send-demo-request', formulas);
  ids.noCompany = await send('/functions/v1/send-contact-email', { firstName: 'Nia', lastName: 'Nobody', email: 'nia@example.com' });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

async function leads(client: Client, query: Record<string, string | number> = {}): Promise<LeadPage> {
  const { data, error, response } = await client.GET('/functions/v1/leads', { params: { query: { ...query } } });
  expect(response.status, JSON.stringify(error)).toBe(200);
  return data as LeadPage;
}

async function lead(id: string, client: Client = manager): Promise<LeadDetail> {
  const { data, error, response } = await client.GET('/functions/v1/leads/{id}', { params: { path: { id } } });
  expect(response.status, JSON.stringify(error)).toBe(200);
  return data as LeadDetail;
}

/** `id` is the lead's; the rest is the change, sent as it is (right or wrong). */
async function update({ id, ...change }: { id: string } & Record<string, unknown>, client: Client = manager) {
  const { data, error, response } = await client.PATCH('/functions/v1/leads/{id}', { params: { path: { id } }, body: change as LeadChange });
  return { data, error, response };
}

/** The export as sent: its bytes decoded as UTF-8 with the byte order mark kept (`Response.text()` drops it). */
async function exportCsv(query: Record<string, string> = {}, client: Client = manager) {
  const { data, response } = await client.GET('/functions/v1/leads/export', { params: { query: { ...query } }, parseAs: 'arrayBuffer' });
  return { data: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(data), response };
}

const idsOf = (page: LeadPage) => page.leads.map((row) => row.id);

async function auditRows(action: string, target: string) {
  return server.db.query<{ actor_email: string; target: string }>('select actor_email, target from audit_log where action = $1 and target = $2 order by id', [
    action,
    target,
  ]);
}

describe('getLeads', () => {
  it('lists every contact message and demo request newest first, with every column', async () => {
    const page = await leads(manager);
    const [count] = await server.db.query<{ n: number }>('select count(*)::int as n from leads');
    expect(page).toMatchObject({ page: 1, per_page: 50, total: count!.n, total_pages: Math.ceil(count!.n / 50) });
    expect(idsOf(page).slice(0, 5)).toEqual([ids.noCompany, ids.formulas, ids.tokyo, ids.demo, ids.contact]);
    const times = page.leads.map((row) => Date.parse(row.received_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const [link] = await server.db.query<{ id: string }>('select id from demo_urls where client_email = $1', [demo.email]);
    const row = (id: string) => page.leads.find((item) => item.id === id);
    expect(row(ids.demo)).toEqual({
      id: ids.demo,
      kind: 'demo',
      first_name: 'Robin',
      last_name: 'Park',
      company: 'Pit Mining',
      email: demo.email,
      fleet_size: '51-200',
      industry: 'Mining',
      language: 'en',
      received_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 'new',
      owner: null,
      demo_url_id: link!.id,
      // Sent straight to the API, with no page seen before.
      attribution: { source: 'direct', medium: null, campaign: null, referrer: null, landing_page: null, pages_before: 0 },
      request_count: 1,
      last_requested_at: row(ids.demo)!.received_at,
      // Four business hours after it came, by the team's hours (09:00 to 17:00 UTC on weekdays unless changed).
      respond_by: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      worked_at: null,
      response_minutes: null,
      overdue: false,
    } satisfies LeadSummary);
    expect(row(ids.contact)).toMatchObject({ kind: 'contact', company: contact.company, fleet_size: null, industry: null, demo_url_id: null });
    expect(row(ids.noCompany)).toMatchObject({ company: null, first_name: 'Nia' });
    expect(row(ids.formulas)).toMatchObject({ fleet_size: null, industry: null });
  });

  it('filters by kind, status and owner, alone and together', async () => {
    const target = await leads(manager, { kind: 'demo' });
    expect(target.leads.every((row) => row.kind === 'demo')).toBe(true);
    expect(idsOf(target)).toEqual(expect.arrayContaining([ids.demo, ids.formulas]));
    expect(idsOf(await leads(manager, { kind: 'contact' }))).not.toContain(ids.demo);

    expect((await update({ id: ids.tokyo, status: 'qualified', ownerId: team.managerId })).response.status).toBe(200);
    expect((await update({ id: ids.formulas, status: 'qualified' })).response.status).toBe(200);
    expect(idsOf(await leads(manager, { status: 'qualified' }))).toEqual([ids.formulas, ids.tokyo]);
    expect(idsOf(await leads(manager, { owner: team.managerId }))).toEqual([ids.tokyo]);
    expect(idsOf(await leads(manager, { status: 'qualified', kind: 'demo' }))).toEqual([ids.formulas]);
    expect(idsOf(await leads(manager, { status: 'qualified', owner: 'none' }))).toEqual([ids.formulas]);
    expect(idsOf(await leads(manager, { status: 'qualified', kind: 'contact', owner: team.managerId }))).toEqual([ids.tokyo]);
    expect(await leads(manager, { status: 'won', owner: team.otherId })).toEqual({ leads: [], page: 1, per_page: 50, total: 0, total_pages: 0 });
    const nobodys = await leads(manager, { owner: 'none' });
    expect(nobodys.leads.every((row) => row.owner === null)).toBe(true);
    expect(nobodys.total).toBe((await leads(manager)).total - 1);
  });

  it('searches any part of the name, company and e-mail, whatever the case', async () => {
    const found = async (search: string, query: Record<string, string> = {}) => idsOf(await leads(manager, { search, ...query }));
    expect(await found('ROBIN')).toEqual([ids.demo]);
    expect(await found('park')).toEqual([ids.demo]);
    expect(await found('Robin Park')).toEqual([ids.demo]);
    expect(await found('  pit MIN  ')).toEqual([ids.demo]);
    expect(await found('@TOKYO.example')).toEqual([ids.tokyo]);
    expect(await found('Zoë')).toEqual([ids.tokyo]);
    expect(await found('ZOË')).toEqual([ids.tokyo]);
    expect(await found('東京')).toEqual([ids.tokyo]);
    expect(await found('"big" &')).toEqual([ids.contact]);
    // Characters `like` would take as wildcards are searched as typed.
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    expect(await found('a', { kind: 'demo', status: 'new' })).toEqual([ids.demo]);
    const page = await leads(manager, { search: 'example', kind: 'contact' });
    expect(page.total).toBe(page.leads.length);
    expect(page.leads.every((row) => row.kind === 'contact')).toBe(true);
  });

  it('pages by 50 with the total and the number of pages, each lead once', async () => {
    await server.db.query(
      `insert into leads (kind, email, payload, created_at)
       select 'contact', 'bulk' || n || '@paging.example', jsonb_build_object('firstName', 'Bulk', 'lastName', 'Pager' || n, 'email', 'bulk' || n || '@paging.example'),
         now() - make_interval(days => 400, secs => n)
       from generate_series(1, 120) n`,
    );
    const pages = [1, 2, 3].map((page) => leads(manager, { search: 'paging.example', page }));
    const [first, second, third] = await Promise.all(pages);
    expect(first).toMatchObject({ total: 120, total_pages: 3, page: 1 });
    expect([first!.leads.length, second!.leads.length, third!.leads.length]).toEqual([50, 50, 20]);
    const all = [...idsOf(first!), ...idsOf(second!), ...idsOf(third!)];
    expect(new Set(all).size).toBe(120);
    expect(first!.leads[0]!.last_name).toBe('Pager1');
    expect(third!.leads.at(-1)!.last_name).toBe('Pager120');
    expect(await leads(manager, { search: 'paging.example', page: 4 })).toMatchObject({ leads: [], total: 120, total_pages: 3, page: 4 });

    const everything = await leads(manager, { page: 2 });
    const [count] = await server.db.query<{ n: number }>('select count(*)::int as n from leads');
    expect(everything.total).toBe(count!.n);
    expect(everything.leads).toHaveLength(50);
    expect(await leads(manager, { page: 1000 })).toMatchObject({ leads: [], total: count!.n, total_pages: Math.ceil(count!.n / 50) });
  });

  it('refuses values off the contract', async () => {
    for (const [query, field] of [
      [{ kind: 'letter' }, 'query.kind'],
      [{ status: 'open' }, 'query.status'],
      [{ owner: 'me' }, 'query.owner'],
      [{ page: 0 }, 'query.page'],
      [{ search: 'x'.repeat(201) }, 'query.search'],
    ] as const) {
      const { error, response } = await manager.GET('/functions/v1/leads', { params: { query: { ...(query as object) } } });
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(error).toMatchObject({ code: 'invalid_request', field });
    }
    const { error } = await manager.GET('/functions/v1/leads', { params: { query: { owner: 'me' } } });
    expect(error?.error).toBe("owner must be a manager's id or none");
  });
});

describe('getLead', () => {
  it('shows every field exactly as sent, HTML-looking text as data, and the e-mails with their delivery', async () => {
    await smtp.waitFor((mail) => mail.text.includes('Avery Lee'));
    await expectSent(ids.contact, 1);
    const detail = await lead(ids.contact);
    const { salesEmail, ...rest } = contact;
    expect(detail.fields).toEqual({ ...rest, salesEmail });
    expect(detail.fields.requirements).toBe(contact.requirements);
    expect(detail).toMatchObject({ id: ids.contact, kind: 'contact', status: 'new', demo_url: null, history: [] });
    expect(detail.emails).toEqual([
      {
        id: expect.any(String),
        to: 'sales-inbox@example.com',
        subject: 'New contact message from Avery Lee',
        status: 'sent',
        attempts: 1,
        last_error: null,
        created_at: expect.any(String),
        sent_at: expect.any(String),
        next_attempt_at: null,
      },
    ]);
  });

  it('shows a demo request with the link it issued and that link’s open tracking', async () => {
    await expectSent(ids.demo, 2);
    const before = await lead(ids.demo);
    expect(before.demo_url).toMatchObject({ id: before.demo_url_id, client_email: demo.email, open_count: 0, first_opened_at: null, lead_id: ids.demo });
    expect(before.emails.map((mail) => [mail.to, mail.subject, mail.status])).toEqual([
      [demo.email, 'Your demo access', 'sent'],
      ['sales-inbox@example.com', 'New demo request from Robin Park (Pit Mining)', 'sent'],
    ]);
    const opened = await fetch(before.demo_url!.url.replace('http://localhost:8080', server.url), { redirect: 'manual' });
    expect(opened.status).toBe(302);
    const after = await lead(ids.demo);
    expect(after.demo_url).toMatchObject({ open_count: 1, first_opened_at: expect.any(String), last_opened_at: expect.any(String) });
  });

  // How the old action `getLead` refuses an id it lacks or cannot read is deprecatedActions.test.ts's.
  it('answers 404 for an unknown lead, and for an id that is not a UUID (no route)', async () => {
    const unknown = await manager.GET('/functions/v1/leads/{id}', { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } });
    expect(unknown.response.status).toBe(404);
    expect(unknown.error).toEqual({ error: 'Lead not found', code: 'not_found' });
    const malformed = await manager.GET('/functions/v1/leads/{id}', { params: { path: { id: 'nope' } } });
    expect(malformed.response.status).toBe(404);
    expect(malformed.error).toEqual({ error: 'No function at /functions/v1/leads/nope', code: 'not_found' });
  });
});

async function expectSent(leadId: string, count: number) {
  await expect
    .poll(async () => (await server.db.query(`select 1 from outbox where lead_id = $1 and status = 'sent'`, [leadId])).length, { timeout: 10_000 })
    .toBe(count);
}

describe('a failed e-mail, sent again by a super admin', () => {
  it('shows the failure, refuses a manager, and delivers once a super admin sends it again', async () => {
    // The mail server refuses every attempt from here on.
    smtp.failNext(1000);
    const { response } = await server.api.POST('/functions/v1/send-contact-email', {
      body: { firstName: 'Fay', lastName: 'Failing', email: 'fay@failing.example' },
    });
    expect(response.status).toBe(200);
    const leadId = await newestLeadId('fay@failing.example');
    await expect
      .poll(async () => (await lead(leadId)).emails[0], { timeout: 10_000 })
      .toMatchObject({ status: 'pending', attempts: 1, last_error: expect.any(String) });
    // Nine attempts in, and due now instead of in 30 s: the sender's next pass makes the tenth, its last.
    await server.db.query(`update outbox set attempts = 9, next_attempt_at = now() where lead_id = $1`, [leadId]);
    await expect.poll(async () => (await lead(leadId)).emails[0]?.status, { timeout: 15_000, interval: 200 }).toBe('failed');
    const [failed] = (await lead(leadId)).emails;
    expect(failed).toMatchObject({ status: 'failed', attempts: 10, last_error: expect.stringContaining('Mailbox temporarily unavailable'), sent_at: null });
    smtp.failNext(0);

    const resend = (client: Client, id = failed!.id) => client.POST('/functions/v1/emails/{id}/resend', { params: { path: { id } } });
    expect((await resend(manager)).response.status).toBe(403);
    expect((await lead(leadId)).emails[0]?.status).toBe('failed');
    const { data, response: sent } = await resend(admin);
    expect(sent.status).toBe(200);
    expect(data).toEqual({ success: true });
    await smtp.waitFor((mail) => mail.text.includes('Fay Failing'));
    await expect.poll(async () => (await lead(leadId)).emails[0], { timeout: 10_000 }).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(await auditRows('lead_email_resend', failed!.id)).toEqual([{ actor_email: superAdmin.email, target: failed!.id }]);

    const again = await resend(admin);
    expect(again.response.status).toBe(409);
    expect(again.error?.error).toBe('Only an e-mail whose delivery failed can be sent again; this one is sent');
    const unknown = await resend(admin, '00000000-0000-4000-8000-000000000000');
    expect(unknown.response.status).toBe(404);
    expect(unknown.error?.error).toBe('E-mail not found');
  });
});

describe('updateLead', () => {
  it('moves the status any way, each move kept with who and when, in the history and the audit trail', async () => {
    const moves = ['contacted', 'qualified', 'won', 'contacted', 'lost'] as const;
    for (const status of moves) {
      const { data, response } = await update({ id: ids.contact, status });
      expect(response.status).toBe(200);
      expect(data).toMatchObject({ success: true, changed: ['status'], lead: { id: ids.contact, status } });
    }
    const { history } = await lead(ids.contact);
    expect(history.map((event) => [event.what, event.from, event.to, event.by])).toEqual(
      ['new', ...moves].slice(0, -1).map((from, i) => ['status', from, moves[i], { id: team.managerId, name: mia.name }]),
    );
    const times = history.map((event) => Date.parse(event.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Date.now() - times.at(-1)!).toBeLessThan(60_000);
    expect(await auditRows('lead_status', ids.contact)).toEqual(moves.map(() => ({ actor_email: mia.email, target: ids.contact })));
  });

  it('lets any manager take a lead, hand it on and release it', async () => {
    const take = await update({ id: ids.demo, ownerId: team.managerId });
    expect(take.data?.lead).toMatchObject({ owner: { id: team.managerId, name: mia.name } });
    const handOn = await update({ id: ids.demo, ownerId: team.superId }, admin);
    expect(handOn.data?.lead.owner).toEqual({ id: team.superId, name: 'Sam Super' });
    const release = await update({ id: ids.demo, ownerId: null });
    expect(release.data?.lead.owner).toBeNull();
    const { history } = await lead(ids.demo);
    expect(history.map((event) => [event.what, event.from, event.to, event.by.name])).toEqual([
      ['owner', null, mia.name, mia.name],
      ['owner', mia.name, 'Sam Super', 'Sam Super'],
      ['owner', 'Sam Super', null, mia.name],
    ]);
    expect((await auditRows('lead_owner', ids.demo)).map((row) => row.actor_email)).toEqual([mia.email, superAdmin.email, mia.email]);
  });

  it('adds notes with who and when, and keeps several changes of one request in order', async () => {
    const note = 'Called: wants <b>10</b> cameras, "soon"';
    const { data } = await update({ id: ids.noCompany, note });
    expect(data?.changed).toEqual(['note']);
    const both = await update({ id: ids.noCompany, note: 'Second thoughts', status: 'contacted', ownerId: team.otherId }, admin);
    expect(both.data?.changed).toEqual(['status', 'owner', 'note']);
    const { history } = await lead(ids.noCompany);
    expect(history).toEqual([
      { id: expect.any(String), at: expect.any(String), by: { id: team.managerId, name: mia.name }, what: 'note', from: null, to: null, note },
      { id: expect.any(String), at: expect.any(String), by: { id: team.superId, name: 'Sam Super' }, what: 'status', from: 'new', to: 'contacted', note: null },
      { id: expect.any(String), at: expect.any(String), by: { id: team.superId, name: 'Sam Super' }, what: 'owner', from: null, to: omar.name, note: null },
      {
        id: expect.any(String),
        at: expect.any(String),
        by: { id: team.superId, name: 'Sam Super' },
        what: 'note',
        from: null,
        to: null,
        note: 'Second thoughts',
      },
    ]);
    expect(await auditRows('lead_note', ids.noCompany)).toHaveLength(2);
    const audit = await server.db.query<{ action: string }>(`select action from audit_log where target = $1 order by id`, [ids.noCompany]);
    expect(audit.map((row) => row.action)).toEqual(['lead_note', 'lead_status', 'lead_owner', 'lead_note']);
  });

  it('changes nothing, and keeps nothing, for a status or owner that is already so', async () => {
    const before = (await lead(ids.noCompany)).history.length;
    const { data } = await update({ id: ids.noCompany, status: 'contacted', ownerId: team.otherId });
    expect(data?.changed).toEqual([]);
    expect((await lead(ids.noCompany)).history).toHaveLength(before);
    expect(await auditRows('lead_status', ids.noCompany)).toHaveLength(1);
  });

  it('keeps the totals of every kind, status and owner in step with the leads (lead_counts)', async () => {
    const owners = [team.managerId, team.otherId, team.superId, 'none'];
    for (const kind of ['contact', 'demo'] as const) {
      for (const status of ['new', 'contacted', 'qualified', 'won', 'lost'] as const) {
        const [{ n }] = (await server.db.query<{ n: number }>('select count(*)::int as n from leads where kind = $1 and status = $2', [kind, status])) as [
          { n: number },
        ];
        expect((await leads(manager, { kind, status })).total, `${kind} ${status}`).toBe(n);
      }
    }
    for (const owner of owners) {
      const sql = owner === 'none' ? 'owner_id is null' : 'owner_id = $1';
      const [row] = await server.db.query<{ n: number }>(`select count(*)::int as n from leads where ${sql}`, owner === 'none' ? [] : [owner]);
      expect((await leads(manager, { owner })).total, owner).toBe(row!.n);
    }
  });

  it('keeps the history append-only', async () => {
    await expect(server.db.query(`update lead_events set note = 'rewritten'`)).rejects.toThrow(/append-only/);
    await expect(server.db.query(`delete from lead_events`)).rejects.toThrow(/append-only/);
  });

  it('answers 404 for an unknown lead and 400 for bad values, changing nothing', async () => {
    const unknown = await update({ id: '00000000-0000-4000-8000-000000000000', status: 'won' });
    expect(unknown.response.status).toBe(404);
    expect(unknown.error).toEqual({ error: 'Lead not found', code: 'not_found' });
    const before = await lead(ids.tokyo);
    const cases: [{ id: string } & Record<string, unknown>, string, string][] = [
      [{ id: ids.tokyo, status: 'open' }, 'body.status', 'body.status must be one of: new, contacted, qualified, won, lost'],
      [{ id: ids.tokyo, status: 'active' }, 'body.status', 'body.status must be one of: new, contacted, qualified, won, lost'],
      [{ id: ids.tokyo, required: true }, 'body.required', 'body.required is not an allowed field'],
      [{ id: ids.tokyo, note: '' }, 'body.note', 'A note must be 1 to 1000 characters'],
      [{ id: ids.tokyo, note: '   ' }, 'body.note', 'A note must be 1 to 1000 characters'],
      [{ id: ids.tokyo, note: 'x'.repeat(1001) }, 'body.note', 'A note must be 1 to 1000 characters'],
      [{ id: ids.tokyo, ownerId: 'someone' }, 'body.ownerId', "ownerId must be a manager's id or null"],
      [{ id: ids.tokyo, ownerId: '00000000-0000-4000-8000-000000000000' }, 'body.ownerId', 'ownerId must be an active manager'],
      [{ id: ids.tokyo, ownerId: team.inactiveId }, 'body.ownerId', 'ownerId must be an active manager'],
      [{ id: ids.tokyo, status: 'won', colour: 'red' }, 'body.colour', 'body.colour is not an allowed field'],
    ];
    for (const [body, field, message] of cases) {
      const { error, response } = await update(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(error, JSON.stringify(body)).toMatchObject({ code: 'invalid_request', field, error: message });
    }
    // An id that is not a UUID reaches no route (the old action's refusal is deprecatedActions.test.ts's).
    expect((await update({ id: 'not-a-uuid', status: 'won' })).response.status).toBe(404);
    const idOnly = await update({ id: ids.tokyo });
    expect(idOnly.error).toEqual({ error: 'updateLead takes {id} and at least one of status, ownerId, note', code: 'invalid_request', field: 'body' });
    expect(await lead(ids.tokyo)).toEqual(before);
  });
});

describe('exportLeads', () => {
  const rows = (csv: string) => csv.replace(/^\uFEFF/, '');

  it('answers the filtered list as a UTF-8 CSV attachment, every page of it', async () => {
    const { data, response } = await exportCsv({ search: 'paging.example' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = data;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = rows(text).split('\r\n');
    expect(lines[0]).toBe(
      'Received,Kind,Status,Owner,First name,Last name,Company,Email,Phone,Job title,Fleet size,Industry,Requirements,Language,Source,Medium,Campaign,Referrer,Landing page,Pages before,Lead id',
    );
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(1 + 120 + 1);
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z,contact,new,,Bulk,Pager1,,bulk1@paging\.example,,,,,,en,,,,,,,[0-9a-f-]{36}$/);
    expect(await auditRows('leads_export', 'search=paging.example')).toEqual([{ actor_email: mia.email, target: 'search=paging.example' }]);
  });

  it('reads past its batches of 1,000, newest first, with the same filters as the list', async () => {
    await server.db.query(
      `insert into leads (kind, email, payload, status, created_at)
       select 'demo', 'many' || n || '@batch.example', jsonb_build_object('firstName', 'Many', 'lastName', 'Batch' || n, 'email', 'many' || n || '@batch.example'),
         case when n % 2 = 0 then 'won' else 'lost' end, now() - make_interval(days => 500, secs => n)
       from generate_series(1, 2100) n`,
    );
    const lines = rows((await exportCsv({ search: 'batch.example', status: 'won', kind: 'demo' })).data)
      .split('\r\n')
      .slice(1, -1);
    expect(lines).toHaveLength(1050);
    const numbers = lines.map((line) => Number(/,Batch(\d+),/.exec(line)?.[1]));
    expect(numbers).toEqual(Array.from({ length: 1050 }, (_, i) => 2 * (i + 1)));
    expect(lines.every((line) => line.includes(',demo,won,'))).toBe(true);
  });

  it('neutralises formulas and quotes commas, quotes and line breaks (RFC 4180), in UTF-8', async () => {
    const text = rows((await exportCsv({ search: 'example', status: 'qualified' })).data);
    const lines = text.split('\r\n');
    // Zoë's lead (qualified, Mia's) and the formula lead (qualified, nobody's).
    expect(lines.some((line) => /,contact,qualified,Mia Manager,Zoë,Tanaka,東京 Transit,zoe@tokyo\.example,/.test(line))).toBe(true);
    expect(text).toContain(",demo,qualified,,'-Minus,'+Plus,'@Corp,formula@corp.example,,,,,'\tTabbed,");

    const all = rows((await exportCsv()).data);
    expect(all).toContain(
      `,'+1 (555) 010-2000,Fleet manager,,,"<script>alert(""x"")</script>\nWe run 40 trucks, and =HYPERLINK(""http://evil.example"")",en,direct,,,,,0,${ids.contact}\r\n`,
    );
    expect(all).toContain(`,Avery,Lee,"Haulers, ""Big"" & Co <b>",avery@haulers.example,`);
    expect(all).toContain(`,Robin,Park,Pit Mining,robin@pitmining.example,,,51-200,Mining,'@SUM(A1:A9),en,direct,,,,,0,${ids.demo}\r\n`);
  });
});

describe('getLeadOwners', () => {
  const owners = async (client: Client) => {
    const { data, response } = await client.GET('/functions/v1/lead-owners');
    expect(response.status).toBe(200);
    return data!.owners;
  };

  it('gives any manager the active team by name, and an inactive manager only while they still have a lead', async () => {
    const listed = await owners(manager);
    expect(listed).toEqual(
      expect.arrayContaining([
        { id: team.managerId, name: mia.name },
        { id: team.otherId, name: omar.name },
      ]),
    );
    expect(listed.map((owner) => owner.name)).toEqual(listed.map((owner) => owner.name).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(listed.some((owner) => owner.id === team.inactiveId)).toBe(false);

    await server.db.query('update leads set owner_id = $1 where id = $2', [team.inactiveId, ids.noCompany]);
    try {
      expect(await owners(manager)).toContainEqual({ id: team.inactiveId, name: 'Ivan Inactive' });
      expect(await owners(admin)).toEqual(await owners(manager));
    } finally {
      await server.db.query('update leads set owner_id = null where id = $1', [ids.noCompany]);
    }
  });
});
