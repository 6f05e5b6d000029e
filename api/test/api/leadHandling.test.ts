import type { components, LeadDetail, LeadPage, LeadSettings } from '@fleet/api-client';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneTables } from '../../src/services/maintenance/pruneTables.ts';
import { startTestServer, superAdmin, type TestServer } from '../harness/startTestServer.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../harness/startWebhookReceiver.ts';

/**
 * Leads answered fast and handed on: one lead per person (a repeat request told to the owner and to the CRM's
 * webhook), round robin, the response clock and its overdue e-mail, and a lead's e-mails kept after the outbox prunes
 * them. Over real HTTP, with a real webhook receiver on the loopback (listed in WEBHOOK_ALLOWED_HOSTS); the webhooks'
 * own delivery, retries and refusals are webhookSending.test.ts's.
 */

let server: TestServer;
let receiver: WebhookReceiver;
type Client = TestServer['api'];
/** An event as a receiver reads it; `request` only on lead.requested_again. */
type WebhookBody = { id: string; type: string; data: { email: string; request?: unknown } & Record<string, unknown> };
let admin: Client;
const team: Record<'amy' | 'ben' | 'cal' | 'dee', { id: string; client: Client; email: string }> = {} as never;

const request = (email: string, extra: Record<string, string> = {}) => ({
  firstName: 'Pat',
  lastName: 'Repeat',
  email,
  company: 'First Freight',
  ...extra,
});
/** `from`: the client's address, as the proxy in front of the server (TRUST_PROXY=1) passes it on. */
const sent = (from?: string) => (from ? { headers: { 'X-Forwarded-For': from } } : {});
const sendDemo = async (body: ReturnType<typeof request>, from?: string) =>
  expect((await server.api.POST('/functions/v1/send-demo-request', { body, ...sent(from) })).response.status).toBe(200);
const sendContact = async (body: ReturnType<typeof request>, from?: string) =>
  expect((await server.api.POST('/functions/v1/send-contact-email', { body, ...sent(from) })).response.status).toBe(200);

async function leadsOf(email: string): Promise<string[]> {
  const rows = await server.db.query<{ id: string }>('select id from leads where lower(email) = lower($1) order by created_at', [email]);
  return rows.map((row) => row.id);
}
async function detail(id: string, as = admin): Promise<LeadDetail> {
  const { data } = await as.GET('/functions/v1/leads/{id}', { params: { path: { id } } });
  return data!;
}
async function inbox(query: { search?: string; response?: 'unworked' | 'overdue' } = {}): Promise<LeadPage> {
  const { data } = await admin.GET('/functions/v1/leads', { params: { query } });
  return data!;
}
const updateLead = (id: string, change: components['schemas']['LeadChange'], as = admin) =>
  as.PATCH('/functions/v1/leads/{id}', { params: { path: { id } }, body: change });
const setTakesLeads = (id: string, takesLeads: boolean) =>
  admin.PUT('/functions/v1/managers/{id}/takes-leads', { params: { path: { id } }, body: { takes_leads: takesLeads } });
const settings = (change: Partial<LeadSettings>) =>
  admin.PUT('/functions/v1/lead-settings', {
    body: {
      assignment: 'manual',
      business_days: [1, 2, 3, 4, 5, 6, 7],
      business_start: '00:00',
      business_end: '23:59',
      time_zone: 'UTC',
      response_target_minutes: 240,
      ...change,
    },
  });
const outboxTo = (to: string, subject: string) =>
  server.db.query<{ n: number }>(`select count(*)::int as n from outbox where to_address = $1 and subject like $2`, [to, subject]).then((rows) => rows[0]!.n);

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  server = await startTestServer({
    WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
    LEAD_CLOCK_SECONDS: '1',
    TRUST_PROXY: '1',
  });
  admin = server.as(await server.signIn(superAdmin.email, superAdmin.password));
  for (const name of ['amy', 'ben', 'cal', 'dee'] as const) {
    const email = `${name}@team.example`;
    const { data } = await admin.POST('/functions/v1/create-sales-manager', {
      body: { name: `${name[0]!.toUpperCase()}${name.slice(1)}`, email, password: 'Manager-Pass-42!', role: 'manager' },
    });
    await server.settleInvitation(email);
    team[name] = { id: data!.manager.id, client: server.as(await server.signIn(email, 'Manager-Pass-42!')), email };
  }
  // The seeded super admin takes no leads here, so that round robin's turns are the four managers'.
  const [sam] = await server.db.query<{ id: string }>('select id from managers where lower(email) = lower($1)', [superAdmin.email]);
  expect((await setTakesLeads(sam!.id, false)).response.status).toBe(200);
});
afterAll(async () => {
  await server?.stop();
  await receiver?.close();
});

describe('one lead per person', () => {
  it('joins a second request from the same address, whatever its case, keeping both companies in the requests', async () => {
    await sendContact(request('pat.repeat@example.com'));
    const [id] = await leadsOf('pat.repeat@example.com');
    expect((await updateLead(id!, { ownerId: team.amy.id })).response.status).toBe(200);
    await sendDemo(request('Pat.Repeat@Example.com', { company: 'Second Haul', fleetSize: '11-50' }));

    expect(await leadsOf('pat.repeat@example.com')).toEqual([id]);
    const lead = await detail(id!);
    // The lead stays the contact message that made it; the demo request is kept as its own.
    expect(lead).toMatchObject({ kind: 'contact', company: 'First Freight', fleet_size: null, request_count: 2, owner: { id: team.amy.id } });
    expect(lead.requests.map((sent) => [sent.kind, sent.fields.company])).toEqual([
      ['contact', 'First Freight'],
      ['demo', 'Second Haul'],
    ]);
    expect(Date.parse(lead.last_requested_at)).toBeGreaterThan(Date.parse(lead.received_at));
    const listed = (await inbox({ search: 'pat.repeat' })).leads;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ request_count: 2 });
    // The owner is told, once, by e-mail.
    expect(await outboxTo(team.amy.email, 'Unconfirmed repeat request for your lead Pat Repeat (First Freight)')).toBe(1);
  });

  it('keeps a forged repeat request from another address as its own entry, never as the lead’s fields', async () => {
    const email = 'pat.forged@example.com';
    await sendContact(request(email, { requirements: 'Forty vans, please call me.' }), '198.51.100.10');
    const [id] = await leadsOf(email);
    expect((await updateLead(id!, { ownerId: team.ben.id })).response.status).toBe(200);
    const hook = (await admin.POST('/functions/v1/webhooks', { body: { url: receiver.url, events: ['lead.created', 'lead.updated', 'lead.requested_again'] } }))
      .data!;
    try {
      // Someone else, knowing only the address, sends a demo request with it from another machine.
      const forged = { firstName: 'Forged', lastName: 'Name', company: 'Evil', fleetSize: '1-10', requirements: 'Not interested, <b>close it</b>' };
      await sendDemo(request(email, forged), '203.0.113.66');

      const lead = await detail(id!);
      expect(lead).toMatchObject({ kind: 'contact', first_name: 'Pat', last_name: 'Repeat', company: 'First Freight', fleet_size: null, request_count: 2 });
      expect(lead.fields).toMatchObject({ firstName: 'Pat', company: 'First Freight', requirements: 'Forty vans, please call me.' });
      expect((await inbox({ search: email })).leads).toEqual([expect.objectContaining({ first_name: 'Pat', company: 'First Freight' })]);
      const [first, repeat] = lead.requests;
      expect(first).toMatchObject({ kind: 'contact', client_ip: '198.51.100.10', fields: { firstName: 'Pat', company: 'First Freight' } });
      expect(repeat).toMatchObject({ kind: 'demo', client_ip: '203.0.113.66', fields: { ...forged, email } });
      expect(Date.parse(repeat!.at)).toBe(Date.parse(lead.last_requested_at));
      expect(Date.parse(repeat!.at)).toBeGreaterThan(Date.parse(first!.at));
      // The export is the lead's own fields too.
      const { data: csv } = await admin.GET('/functions/v1/leads/export', { params: { query: { search: email } }, parseAs: 'text' });
      expect(csv).toContain('Pat,Repeat,First Freight');
      expect(csv).not.toContain('Evil');

      // The owner is told it is unconfirmed and that the lead is unchanged, with what the request says.
      const [mail] = await server.db.query<{ subject: string; text_body: string; html_body: string }>(
        'select subject, text_body, html_body from outbox where to_address = $1 and lead_id = $2',
        [team.ben.email, id],
      );
      expect(mail!.subject).toBe('Unconfirmed repeat request for your lead Pat Repeat (First Freight)');
      expect(mail!.text_body).toContain('It is an unconfirmed repeat request');
      expect(mail!.text_body).toContain("The lead's details are unchanged");
      expect(mail!.text_body).toContain('Company: Evil');
      expect(mail!.text_body).toContain('Requirements: Not interested, <b>close it</b>');
      expect(mail!.html_body).toContain('<td>Not interested, &lt;b&gt;close it&lt;/b&gt;</td>');
      expect(mail!.html_body).not.toContain('<b>close it</b>');
      // So is the sales inbox, whose first message from this address was the lead's own.
      const toSales = await server.db.query<{ subject: string; text_body: string }>(
        `select subject, text_body from outbox where lead_id = $1 and subject like '%from %' order by created_at`,
        [id],
      );
      expect(toSales.map((sent) => sent.subject)).toEqual([
        'New contact message from Pat Repeat',
        'Unconfirmed repeat request: New demo request from Forged Name (Evil)',
      ]);
      expect(toSales[1]!.text_body).toMatch(/^Unconfirmed repeat request: .*The lead's details are unchanged/);

      // The CRM hears of a repeat request, with the lead as it was and the request apart; never lead.updated.
      const eventsAbout = () =>
        receiver.received
          .map((delivery) => new StandardWebhook(hook.secret).verify(delivery.body, delivery.headers as Record<string, string>) as WebhookBody)
          .filter((event) => event.data.email === email);
      await expect.poll(() => eventsAbout().map((event) => event.type), { timeout: 10_000 }).toEqual(['lead.requested_again']);
      const [again] = eventsAbout();
      expect(again!.data).toMatchObject({ id, kind: 'contact', first_name: 'Pat', last_name: 'Repeat', company: 'First Freight', request_count: 2 });
      expect(again!.data.request).toEqual({ at: repeat!.at, kind: 'demo', fields: { ...forged, email }, attribution: repeat!.attribution });
      const queued = await server.db.query<{ event_type: string }>('select event_type from webhook_deliveries where webhook_id = $1 order by created_at', [
        hook.id,
      ]);
      expect(queued.map((row) => row.event_type)).toEqual(['lead.requested_again']);
    } finally {
      await admin.DELETE('/functions/v1/webhooks/{id}', { params: { path: { id: hook.id } } });
    }
  });

  it('makes a new lead once the open one is won or lost', async () => {
    await sendContact(request('pat.won@example.com'));
    const [first] = await leadsOf('pat.won@example.com');
    await updateLead(first!, { status: 'won' });
    await sendContact(request('pat.won@example.com'));
    expect(await leadsOf('pat.won@example.com')).toHaveLength(2);
  });

  it('makes one lead of requests sent at the same moment', async () => {
    await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? sendDemo : sendContact)(request('pat.burst@example.com'))));
    const ids = await leadsOf('pat.burst@example.com');
    expect(ids).toHaveLength(1);
    expect((await detail(ids[0]!)).request_count).toBe(6);
  });
});

describe('assignment', () => {
  it('gives new leads in turn to the active managers who take them, skipping the switched off and the inactive', async () => {
    expect((await setTakesLeads(team.cal.id, false)).response.status).toBe(200);
    const deactivated = await admin.POST('/functions/v1/admin', {
      params: { query: { action: 'updateManagerStatus' } },
      body: { id: team.dee.id, status: 'inactive' },
    });
    expect(deactivated.response.status).toBe(200);
    expect((await settings({ assignment: 'round_robin' })).response.status).toBe(200);
    for (let n = 1; n <= 4; n++) await sendContact(request(`turn${n}@example.com`));
    const owners = [];
    for (let n = 1; n <= 4; n++) owners.push((await detail((await leadsOf(`turn${n}@example.com`))[0]!)).owner?.id);
    // Amy then Ben, in the order they joined, whoever had the last.
    expect(new Set([owners[0], owners[1]])).toEqual(new Set([team.amy.id, team.ben.id]));
    expect(owners.slice(2)).toEqual(owners.slice(0, 2));
    const history = (await detail((await leadsOf('turn1@example.com'))[0]!)).history;
    expect(history).toEqual([expect.objectContaining({ what: 'owner', by: { id: null, name: 'Round robin' } })]);
    // A manager reads the settings; only a super admin changes them.
    const read = await team.amy.client.GET('/functions/v1/lead-settings');
    expect(read.data).toMatchObject({ assignment: 'round_robin' });
    const refused = await team.amy.client.PUT('/functions/v1/lead-settings', { body: { ...read.data!, assignment: 'manual' } });
    expect(refused.response.status).toBe(403);
    await settings({ assignment: 'manual' });
  });

  it('gives two leads sent at once to two people', async () => {
    await settings({ assignment: 'round_robin' });
    await Promise.all([sendDemo(request('pair.one@example.com')), sendDemo(request('pair.two@example.com'))]);
    const owners = await Promise.all(
      ['pair.one@example.com', 'pair.two@example.com'].map(async (email) => (await detail((await leadsOf(email))[0]!)).owner?.id),
    );
    expect(new Set(owners)).toEqual(new Set([team.amy.id, team.ben.id]));
    await settings({ assignment: 'manual' });
  });

  it('refuses settings that cannot be counted', async () => {
    expect((await settings({ time_zone: 'Mars/Olympus' })).error).toMatchObject({ error: 'Unknown time zone: Mars/Olympus', field: 'body.time_zone' });
    expect((await settings({ business_start: '18:00', business_end: '09:00' })).error).toMatchObject({ field: 'body.business_end' });
    expect((await settings({ business_days: [] })).error).toMatchObject({ field: 'body.business_days' });
    expect((await settings({ response_target_minutes: 0 })).response.status).toBe(400);
  });
});

describe('the response clock', () => {
  it('sets a deadline in business hours, tells the owner once when it passes, and stops when the owner works the lead', async () => {
    await settings({ business_days: [1, 2, 3, 4, 5], business_start: '09:00', business_end: '17:00', time_zone: 'Europe/Berlin', response_target_minutes: 60 });
    await sendContact(request('clock.owned@example.com'));
    await sendContact(request('clock.nobody@example.com'));
    const [owned] = await leadsOf('clock.owned@example.com');
    const [nobodys] = await leadsOf('clock.nobody@example.com');
    await updateLead(owned!, { ownerId: team.ben.id });
    const fresh = await detail(owned!);
    expect(fresh).toMatchObject({ worked_at: null, response_minutes: null, overdue: false });
    expect(Date.parse(fresh.respond_by!)).toBeGreaterThan(Date.parse(fresh.received_at));

    // The deadline passes (as if the hour had gone by).
    await server.db.query(`update leads set respond_by = now() - interval '1 minute' where id = any($1::uuid[])`, [[owned, nobodys]]);
    await expect.poll(() => outboxTo(team.ben.email, 'Overdue lead:%'), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => outboxTo(superAdmin.email, 'Overdue lead:%'), { timeout: 15_000 }).toBe(1);
    // Marked as told in the same transaction, so later looks send nothing more.
    const told = await server.db.query('select 1 from leads where id = any($1::uuid[]) and overdue_notified_at is not null', [[owned, nobodys]]);
    expect(told).toHaveLength(2);

    const overdue = await inbox({ response: 'overdue' });
    expect(overdue.leads.map((lead) => lead.id)).toEqual(expect.arrayContaining([owned, nobodys]));
    expect(overdue.leads.every((lead) => lead.overdue)).toBe(true);
    // Overdue first, though newer leads came after them.
    await sendContact(request('clock.newer@example.com'));
    const first = (await inbox()).leads.slice(0, overdue.total);
    expect(first.every((lead) => lead.overdue)).toBe(true);

    // A colleague's note does not stop the clock; the owner's does.
    await updateLead(owned!, { note: 'Saw it, Ben will call' }, team.amy.client);
    expect((await detail(owned!)).worked_at).toBeNull();
    await updateLead(owned!, { status: 'contacted' }, team.ben.client);
    const worked = await detail(owned!);
    expect(worked).toMatchObject({ overdue: false, response_minutes: expect.any(Number) });
    expect(worked.worked_at).not.toBeNull();
    expect((await inbox({ response: 'unworked' })).leads.map((lead) => lead.id)).not.toContain(owned);

    const { data } = await team.amy.client.GET('/functions/v1/response-times');
    const times = data!;
    expect(times.target_minutes).toBe(60);
    expect(times.owners.find((owner) => owner.id === team.ben.id)).toMatchObject({ worked: 1, median_minutes: worked.response_minutes });
    expect(times.unassigned.overdue).toBeGreaterThanOrEqual(1);
    await settings({});
  });
});

describe('a lead’s e-mails', () => {
  it('stay on its page after the outbox prunes the sent messages', async () => {
    await sendContact(request('kept.mail@example.com'));
    const [id] = await leadsOf('kept.mail@example.com');
    await server.db.query(`update outbox set status = 'sent', sent_at = now() - interval '40 days' where lead_id = $1`, [id]);
    await pruneTables(server.db);
    expect((await server.db.query('select 1 from outbox where lead_id = $1', [id])).length).toBe(0);
    const emails = (await detail(id!)).emails;
    expect(emails).toEqual([expect.objectContaining({ to: 'sales@example.com', subject: 'New contact message from Pat Repeat', status: 'sent' })]);
  });
});
