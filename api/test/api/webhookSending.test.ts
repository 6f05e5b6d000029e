import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Manager, Webhook, WebhookEvent } from '@fleet/api-client';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../src/db/Database.ts';
import { createLogger, type Logger } from '../../src/logging/createLogger.ts';
import { createDemoUrlService } from '../../src/services/demoUrls/createDemoUrlService.ts';
import { createWebhookService } from '../../src/services/webhooks/createWebhookService.ts';
import { deliverWebhook } from '../../src/services/webhooks/deliverWebhook.ts';
import { enqueueWebhookEvent } from '../../src/services/webhooks/enqueueWebhookEvent.ts';
import { WebhookSender, type WebhookSenderOptions } from '../../src/services/webhooks/WebhookSender.ts';
import { parseMetrics, sampleOf } from '../harness/parseMetrics.ts';
import { roomInRateWindow } from '../harness/roomInRateWindow.ts';
import { startTestServer, superAdmin, type TestServer } from '../harness/startTestServer.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../harness/startWebhookReceiver.ts';
import { cloneTemplate } from '../harness/testDatabase.ts';

/**
 * Demo-link opens and webhook sending that no stranger or slow receiver can abuse: an open told at most once per
 * DEMO_OPEN_WEBHOOK_MINUTES, opens limited per address, a receiver that hangs delaying only itself, two senders on one
 * database never sending a delivery twice, a circuit breaker, and a rotated secret signing beside the new one; and
 * the endpoints a super admin manages over HTTP: refused addresses, signed deliveries tried again until the last
 * attempt (WEBHOOK_RETRY_SECONDS, WEBHOOK_MAX_ATTEMPTS), a delivery sent again by hand, and no hop to a private address.
 */

let server: TestServer;
let receiver: WebhookReceiver;
let admin: TestServer['api'];
let logger: Logger;

const createWebhook = (body: { url: string; events: WebhookEvent[] }, as = admin) => as.POST('/functions/v1/webhooks', { body });
const updateWebhook = ({ id, ...change }: { id: string; url?: string; events?: WebhookEvent[] }) =>
  admin.PATCH('/functions/v1/webhooks/{id}', { params: { path: { id } }, body: change });
const deleteWebhook = (id: string) => admin.DELETE('/functions/v1/webhooks/{id}', { params: { path: { id } } });
const rotateWebhookSecret = (id: string) => admin.POST('/functions/v1/webhooks/{id}/rotate-secret', { params: { path: { id } } });
const resendWebhookDelivery = (id: string) => admin.POST('/functions/v1/webhook-deliveries/{id}/resend', { params: { path: { id } } });
const deliveriesOf = async (id: string) => (await admin.GET('/functions/v1/webhooks/{id}/deliveries', { params: { path: { id } } })).data!.deliveries;
const openLink = (url: string, base = server.url) => fetch(url.replace('http://localhost:8080', base), { redirect: 'manual' });
const count = async (db: Database, sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0]!.n;

beforeAll(async () => {
  logger = await createLogger({ LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' });
  receiver = await startWebhookReceiver();
  server = await startTestServer({
    WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
    WEBHOOK_RETRY_SECONDS: '1',
    WEBHOOK_MAX_ATTEMPTS: '3',
    DEMO_OPEN_RATE_LIMIT: '100/600',
    DEMO_LINK_OPEN_RATE_LIMIT: '100/3600',
    DEMO_OPEN_WEBHOOK_MINUTES: '60',
  });
  admin = server.as(await server.signIn(superAdmin.email, superAdmin.password));
});
afterAll(async () => {
  await server?.stop();
  await receiver?.close();
});

/** Empties the webhooks table between tests, while the sender may be recording an attempt on one of them. */
const deleteEveryWebhook = () => server.db.query('delete from webhooks');

describe('demo link opens', () => {
  afterEach(async () => {
    await deleteEveryWebhook();
    receiver.received.length = 0;
  });

  it('tells of fifty opens of one link once, then again only after DEMO_OPEN_WEBHOOK_MINUTES', async () => {
    const { id } = (await createWebhook({ url: receiver.url, events: ['demo_link.opened'] })).data!;
    const { data } = await admin.POST('/functions/v1/generate-demo-url', { body: { clientEmail: 'fifty.opens@example.com' } });
    const statuses: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      statuses.push(...(await Promise.all(Array.from({ length: 10 }, () => openLink(data!.url).then((answer) => answer.status)))));
    }
    expect(statuses).toEqual(Array(50).fill(302));
    // Every open is counted for the admin; one event is queued for the receiver.
    const [link] = await server.db.query<{ open_count: number }>('select open_count from demo_urls where id = $1', [data!.demoUrl.id]);
    expect(link!.open_count).toBe(50);
    expect(await count(server.db, `webhook_deliveries where webhook_id = $1 and event_type = 'demo_link.opened'`, [id])).toBe(1);
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ type: 'demo_link.opened', data: { open_count: 1 } });

    // An hour on, the next open is told again, with the count as it is then.
    await server.db.query(`update demo_urls set opened_event_at = now() - interval '61 minutes' where id = $1`, [data!.demoUrl.id]);
    expect((await openLink(data!.url)).status).toBe(302);
    expect(await count(server.db, `webhook_deliveries where webhook_id = $1 and event_type = 'demo_link.opened'`, [id])).toBe(2);
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(2);
    expect(JSON.parse(receiver.received[1]!.body)).toMatchObject({ type: 'demo_link.opened', data: { open_count: 51 } });
  });

  it('redirects a visitor past the limit for their address, and writes nothing more for them', async () => {
    const metricsToken = 'demo-open-metrics-token';
    const limited = await startTestServer({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', DEMO_OPEN_RATE_LIMIT: '3/600', METRICS_TOKEN: metricsToken });
    try {
      const limitedAdmin = limited.as(await limited.signIn(superAdmin.email, superAdmin.password));
      await limitedAdmin.POST('/functions/v1/webhooks', { body: { url: receiver.url, events: ['demo_link.opened'] } });
      const first = (await limitedAdmin.POST('/functions/v1/generate-demo-url', { body: { clientEmail: 'hammered@example.com' } })).data!;
      const second = (await limitedAdmin.POST('/functions/v1/generate-demo-url', { body: { clientEmail: 'next.door@example.com' } })).data!;
      await roomInRateWindow(600, 30);
      for (let open = 0; open < 3; open += 1) expect((await openLink(first.url, limited.url)).status).toBe(302);
      const written = async () => ({
        links: await limited.db.query('select id, open_count, first_opened_at, last_opened_at, opened_event_at from demo_urls order by id'),
        deliveries: await count(limited.db, 'webhook_deliveries'),
        mail: await count(limited.db, 'outbox'),
        windows: await count(limited.db, 'rate_limits'),
      });
      const before = await written();
      const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => openLink((n % 2 ? second : first).url, limited.url)));
      // A person who clicks again still reaches the demo; the opens past the limit are simply not counted.
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(302));
      expect(new Set(answers.map((answer) => answer.headers.get('location')))).toEqual(new Set(['https://demo.example.com/app']));
      expect(await written()).toEqual(before);
      expect(before.links.find((row) => (row as { id: string }).id === first.demoUrl.id)).toMatchObject({ open_count: 3 });
      // The operator sees them: redirected, not counted.
      const scrape = await fetch(`${limited.url}/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } });
      const samples = parseMetrics(await scrape.text());
      expect(sampleOf(samples, 'fleet_demo_link_opens_total', { result: 'uncounted' })).toBe(20);
      expect(sampleOf(samples, 'fleet_demo_link_opens_total', { result: 'opened' })).toBe(3);
    } finally {
      await limited.stop();
    }
  });

  it('counts the opens of one link up to its own limit, whatever the addresses', async () => {
    const demoUrls = createDemoUrlService(server.db, {
      publicUrl: 'http://localhost:8080',
      logger,
      onQueued: () => undefined,
      onWebhooksQueued: () => undefined,
      metrics: { demoLinkGenerated: () => undefined, demoLinkOpened: () => undefined },
    });
    const { data } = await admin.POST('/functions/v1/generate-demo-url', { body: { clientEmail: 'many.addresses@example.com' } });
    const token = data!.url.split('/').pop()!;
    const limits = { perAddress: [{ max: 100, windowSeconds: 600 }], perLink: [{ max: 4, windowSeconds: 3600 }], webhookMinutes: 60 };
    await roomInRateWindow(3600, 30);
    const results = [];
    for (let n = 1; n <= 10; n += 1) results.push(await demoUrls.open(token, `198.51.100.${n}`, limits));
    expect(results.every((result) => result.kind === 'open')).toBe(true);
    const [link] = await server.db.query<{ open_count: number }>('select open_count from demo_urls where id = $1', [data!.demoUrl.id]);
    expect(link!.open_count).toBe(4);
  });
});

/** A receiver whose answers the test decides, request by request. */
interface ScriptedReceiver {
  url: string;
  /** Each request's `webhook-id` and body, in the order they arrived. */
  received: { id: string; body: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

async function scriptedReceiver(answer: (response: ServerResponse) => void): Promise<ScriptedReceiver> {
  const received: ScriptedReceiver['received'] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ id: String(request.headers['webhook-id']), body: Buffer.concat(chunks).toString('utf8'), headers: request.headers });
      answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const answerWith =
  (status: number, afterMs = 0) =>
  (response: ServerResponse) => {
    setTimeout(() => response.writeHead(status).end(status < 300 ? 'ok' : 'not now'), afterMs);
  };

describe('webhook sending', () => {
  let db: Database;
  const encryptionKey = randomBytes(32);
  const actor = { name: 'Rae Sender' } as Manager;
  const senders: WebhookSender[] = [];
  const receivers: ScriptedReceiver[] = [];
  let hooks: ReturnType<typeof createWebhookService>;

  beforeAll(async () => {
    db = await cloneTemplate(inject('databaseTemplate'));
    hooks = createWebhookService(db, { encryptionKey, allowedHosts: ['127.0.0.1'], onQueued: () => undefined });
  }, 60_000);
  afterEach(async () => {
    await Promise.all(senders.splice(0).map((sender) => sender.stop()));
    await Promise.all(receivers.splice(0).map((one) => one.close()));
    await db.query('delete from webhooks');
  });
  afterAll(async () => {
    await db?.close();
  });

  const sender = (options: Partial<WebhookSenderOptions> = {}) => {
    const started = new WebhookSender(db, {
      allowedHosts: ['127.0.0.1'],
      maxAttempts: 8,
      retrySeconds: 1,
      timeoutMs: 3000,
      breakerFailures: 5,
      breakerSeconds: 300,
      encryptionKey,
      logger,
      pollMs: 100,
      ...options,
    });
    senders.push(started);
    return started;
  };
  const receiving = async (answer: (response: ServerResponse) => void) => {
    const started = await scriptedReceiver(answer);
    receivers.push(started);
    return started;
  };
  const endpoint = async (url: string, events: WebhookEvent[] = ['lead.created']) => (await hooks.create(url, events, actor)).id;
  /** Queues one event (one delivery per endpoint that takes it) in a transaction of its own; answers its id. */
  const queue = async (data: unknown, type: WebhookEvent = 'lead.created') => {
    const before = (await db.query<{ event_id: string }>('select distinct event_id from webhook_deliveries')).map((row) => row.event_id);
    await db.transaction((tx) => enqueueWebhookEvent(tx, type, data));
    const [row] = await db.query<{ event_id: string }>('select distinct event_id from webhook_deliveries where event_id <> all($1)', [before]);
    return row!.event_id;
  };

  it('lets a receiver that hangs delay only its own deliveries', async () => {
    const timeoutMs = 3000;
    const hanging = await receiving(() => undefined);
    const healthy = await receiving(answerWith(200));
    await endpoint(hanging.url);
    await endpoint(healthy.url);
    const started = sender({ timeoutMs });
    await queue({ n: 1 });
    started.start();
    await expect.poll(() => healthy.received.length, { timeout: 5000 }).toBe(1);
    expect(hanging.received).toHaveLength(1);

    // The hanging receiver still holds its first delivery; the healthy one's next is not kept waiting behind it.
    const queuedAt = performance.now();
    const second = await queue({ n: 2 });
    started.wake();
    await expect.poll(() => healthy.received.length, { timeout: timeoutMs * 2, interval: 20 }).toBe(2);
    const waitedMs = performance.now() - queuedAt;
    expect(healthy.received[1]!.id).toBe(second);
    expect(waitedMs, `the healthy endpoint waited ${Math.round(waitedMs)} ms`).toBeLessThan(timeoutMs / 2);
    expect(hanging.received).toHaveLength(1);
  });

  it('sends each delivery once and in order with two senders on one database, when the sends outlast a lease', async () => {
    const slow = await receiving(answerWith(200, 300));
    const id = await endpoint(slow.url);
    const queued: string[] = [];
    for (let n = 1; n <= 12; n += 1) queued.push(await queue({ n }));
    // A lease of 1.2 s; twelve answers of 0.3 s each take three times that.
    const options = { timeoutMs: 1000, leaseMarginMs: 200 };
    const [one, two] = [sender(options), sender(options)];
    one.start();
    two.start();
    await expect.poll(() => count(db, `webhook_deliveries where webhook_id = $1 and status = 'delivered'`, [id]), { timeout: 20_000 }).toBe(12);
    expect(slow.received.map((delivery) => delivery.id)).toEqual(queued);
    expect(await db.query('select distinct attempts from webhook_deliveries where webhook_id = $1', [id])).toEqual([{ attempts: 1 }]);
  });

  it('holds back an endpoint that keeps failing; its deliveries wait instead of failing', async () => {
    let failing = true;
    const broken = await receiving((response) => answerWith(failing ? 500 : 200)(response));
    const healthy = await receiving(answerWith(200));
    const brokenId = await endpoint(broken.url);
    await endpoint(healthy.url);
    const queued: string[] = [];
    for (let n = 1; n <= 5; n += 1) queued.push(await queue({ n }));
    const started = sender({ breakerFailures: 3, breakerSeconds: 60 });
    started.start();
    const heldUntil = async () => (await db.query<{ held_until: Date | null }>('select held_until from webhooks where id = $1', [brokenId]))[0]!.held_until;
    await expect.poll(heldUntil, { timeout: 15_000 }).not.toBeNull();
    expect((await heldUntil())!.getTime() - Date.now()).toBeGreaterThan(50_000);
    expect(broken.received).toHaveLength(3);

    // Another event reaches the healthy endpoint (a pass has run); the held one is sent nothing.
    queued.push(await queue({ n: 6 }));
    started.wake();
    await expect.poll(() => healthy.received.length, { timeout: 5000 }).toBe(6);
    expect(broken.received).toHaveLength(3);
    const states = await db.query<{ status: string; attempts: number }>(
      'select status, attempts from webhook_deliveries where webhook_id = $1 order by created_at',
      [brokenId],
    );
    expect(states.map((state) => state.status)).toEqual(Array(6).fill('pending'));
    expect(states.reduce((sum, state) => sum + state.attempts, 0)).toBe(3);
    const listed = (await hooks.list()).find((hook) => hook.id === brokenId) as Webhook & { held_until: string | null; consecutive_failures: number };
    expect(listed).toMatchObject({ consecutive_failures: 3, held_until: (await heldUntil())!.toISOString() });
    // Its delivery log says they wait for the hold to end.
    expect(new Set((await hooks.deliveries(brokenId)).map((delivery) => delivery.next_attempt_at))).toEqual(new Set([listed.held_until]));

    // A minute on, the hold is over (and so are the first deliveries' waits); the receiver is back, and everything
    // goes out in the order it was queued.
    failing = false;
    await db.query('update webhooks set held_until = now() where id = $1', [brokenId]);
    await db.query(`update webhook_deliveries set next_attempt_at = now() where webhook_id = $1 and status = 'pending'`, [brokenId]);
    started.wake();
    await expect.poll(() => count(db, `webhook_deliveries where webhook_id = $1 and status = 'delivered'`, [brokenId]), { timeout: 15_000 }).toBe(6);
    expect(broken.received.slice(3).map((delivery) => delivery.id)).toEqual(queued);
    expect(await db.query('select consecutive_failures, held_until from webhooks where id = $1', [brokenId])).toEqual([
      { consecutive_failures: 0, held_until: null },
    ]);
  });
});

describe('a rotated secret', () => {
  afterEach(async () => {
    await deleteEveryWebhook();
    receiver.received.length = 0;
  });

  const verifies = (secret: string, delivery: WebhookReceiver['received'][number]) => {
    try {
      new StandardWebhook(secret).verify(delivery.body, delivery.headers as Record<string, string>);
      return true;
    } catch {
      return false;
    }
  };
  const contact = (email: string) =>
    server.api.POST('/functions/v1/send-contact-email', { body: { firstName: 'Pat', lastName: 'Rotate', email, company: 'Key Carriers' } });

  it('keeps signing beside the new one for 24 hours, then only the new one signs', async () => {
    const created = (await createWebhook({ url: receiver.url, events: ['lead.created'] })).data as { id: string; secret: string };
    const rotated = (await rotateWebhookSecret(created.id)).data as {
      secret: string;
      previous_secret_expires_at: string;
      message: string;
    };
    expect(rotated.message).toBe('The old secret keeps working for 24 hours.');
    expect(Date.parse(rotated.previous_secret_expires_at) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);

    await contact('during.grace@example.com');
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
    expect(verifies(rotated.secret, receiver.received[0]!)).toBe(true);
    expect(verifies(created.secret, receiver.received[0]!)).toBe(true);

    // A day on, the old secret no longer signs.
    await server.db.query(`update webhooks set previous_secret_expires_at = now() - interval '1 second' where id = $1`, [created.id]);
    await contact('after.grace@example.com');
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(2);
    expect(verifies(rotated.secret, receiver.received[1]!)).toBe(true);
    expect(verifies(created.secret, receiver.received[1]!)).toBe(false);
  });
});

describe('the audit trail of an endpoint', () => {
  it('keeps the old and the new host when its URL changes', async () => {
    const { id } = (await createWebhook({ url: 'https://crm.example.com/in', events: ['lead.created'] })).data!;
    expect((await updateWebhook({ id, url: 'https://hooks.example.net/fleet?token=abc' })).response.status).toBe(200);
    expect((await updateWebhook({ id, events: ['lead.updated'] })).response.status).toBe(200);
    const audit = await admin.GET('/functions/v1/audit-log', { params: { query: { event: 'webhook_update' } } });
    const kept = audit.data!.entries.map((entry) => entry.target);
    expect(kept).toEqual([id, `${id} crm.example.com → hooks.example.net`]);
    await deleteWebhook(id);
  });
});

describe('endpoints a super admin manages', () => {
  let manager: TestServer['api'];
  const request = (email: string, extra: Record<string, string> = {}) => ({ firstName: 'Pat', lastName: 'Repeat', email, company: 'First Freight', ...extra });
  const sendDemo = async (body: ReturnType<typeof request>) =>
    expect((await server.api.POST('/functions/v1/send-demo-request', { body })).response.status).toBe(200);
  const sendContact = async (body: ReturnType<typeof request>) =>
    expect((await server.api.POST('/functions/v1/send-contact-email', { body })).response.status).toBe(200);
  const leadsOf = async (email: string) =>
    (await server.db.query<{ id: string }>('select id from leads where lower(email) = lower($1) order by created_at', [email])).map((row) => row.id);

  beforeAll(async () => {
    const email = 'amy@team.example';
    await admin.POST('/functions/v1/create-sales-manager', { body: { name: 'Amy', email, password: 'Manager-Pass-42!', role: 'manager' } });
    await server.settleInvitation(email);
    manager = server.as(await server.signIn(email, 'Manager-Pass-42!'));
  });
  // An endpoint a failed test left behind would take the next tests' events too.
  afterEach(async () => {
    await deleteEveryWebhook();
    receiver.answers.length = 0;
  });

  const verify = (secret: string, delivery: WebhookReceiver['received'][number]) =>
    new StandardWebhook(secret).verify(delivery.body, delivery.headers as Record<string, string>) as { id: string; type: string; data: { email: string } };

  it('refuses what it must not reach, and lets only super admins manage endpoints', async () => {
    expect((await createWebhook({ url: 'http://crm.example.com/in', events: ['lead.created'] })).error).toMatchObject({
      error: 'A webhook URL must use https',
      field: 'body.url',
    });
    expect((await createWebhook({ url: 'https://10.0.0.5/in', events: ['lead.created'] })).error?.error).toBe(
      'The address 10.0.0.5 is a private address; only hosts in WEBHOOK_ALLOWED_HOSTS may be',
    );
    expect((await createWebhook({ url: 'https://crm.example.com/in', events: [] })).error).toMatchObject({ field: 'body.events' });
    expect((await createWebhook({ url: receiver.url, events: ['lead.created'] }, manager)).response.status).toBe(403);
  });

  it('delivers a lead to a receiver that fails twice, on the third attempt, signed, with the same event id each time', async () => {
    const created = await createWebhook({ url: receiver.url, events: ['lead.created', 'lead.updated'] });
    const { id, secret } = created.data!;
    expect(secret).toMatch(/^whsec_/);
    receiver.received.length = 0;
    receiver.answers.push(500, 503);
    await sendDemo(request('hooked@example.com', { company: 'Hook Haulage' }));
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(3);
    const events = receiver.received.map((delivery) => verify(secret, delivery));
    expect(events.map((event) => event.type)).toEqual(['lead.created', 'lead.created', 'lead.created']);
    expect(new Set(receiver.received.map((delivery) => delivery.headers['webhook-id'])).size).toBe(1);
    expect(events[0]!.data.email).toBe('hooked@example.com');

    const firstDelivery = async () => (await deliveriesOf(id))[0];
    await expect.poll(async () => (await firstDelivery())?.status, { timeout: 10_000 }).toBe('delivered');
    const delivery = await firstDelivery();
    expect(delivery).toMatchObject({ event_type: 'lead.created', status: 'delivered', attempts: 3 });
    expect(delivery!.log.map((attempt) => attempt.status_code)).toEqual([500, 503, 200]);
    expect(delivery!.log[0]!.excerpt).toBe('failed with 500: try later');

    // A change in the inbox is lead.updated; a rotated secret signs from then on, the old one beside it for a day.
    const rotated = (await rotateWebhookSecret(id)).data as { secret: string };
    const [leadId] = await leadsOf('hooked@example.com');
    await admin.PATCH('/functions/v1/leads/{id}', { params: { path: { id: leadId! } }, body: { status: 'qualified' } });
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(4);
    expect(verify(rotated.secret, receiver.received[3]!).type).toBe('lead.updated');
    expect(verify(secret, receiver.received[3]!).type).toBe('lead.updated');

    // The receiver has the event before the server has written down its answer.
    const listed = async () => (await admin.GET('/functions/v1/webhooks')).data!.webhooks.find((hook) => hook.id === id);
    await expect.poll(async () => (await listed())?.last_delivery?.status, { timeout: 10_000 }).toBe('delivered');
    expect(await listed()).toMatchObject({ active: true, failing: 0, last_delivery: { status: 'delivered' } });
    expect((await deleteWebhook(id)).response.status).toBe(200);
    // Who added, rotated and removed it is kept in the audit trail.
    const audit = await admin.GET('/functions/v1/audit-log', { params: { query: { actor: superAdmin.email } } });
    const kept = audit.data!.entries.filter((entry) => entry.target === id).map((entry) => entry.action);
    expect(kept).toEqual(['webhook_delete', 'webhook_secret_rotate', 'webhook_create']);
  });

  it('gives up after the last attempt, and sends again by hand', async () => {
    const { id } = (await createWebhook({ url: receiver.url, events: ['lead.created'] })).data!;
    receiver.received.length = 0;
    receiver.answers.push(500, 500, 500);
    await sendContact(request('giving.up@example.com'));
    const deliveries = () => deliveriesOf(id);
    await expect.poll(async () => (await deliveries())[0]?.status, { timeout: 20_000 }).toBe('failed');
    const [failed] = await deliveries();
    expect(failed!.log).toHaveLength(3);
    expect((await resendWebhookDelivery(failed!.id)).response.status).toBe(200);
    await expect.poll(async () => (await deliveries())[0]?.status, { timeout: 10_000 }).toBe('delivered');
    await deleteWebhook(id);
  });

  it('tells of a demo link opened, without the token that opens it', async () => {
    const { id } = (await createWebhook({ url: receiver.url, events: ['demo_link.opened'] })).data!;
    receiver.received.length = 0;
    const generated = await admin.POST('/functions/v1/generate-demo-url', { body: { clientEmail: 'opened.hook@example.com' } });
    const url = generated.data!.url;
    const opened = await fetch(url.replace('http://localhost:8080', server.url), { redirect: 'manual' });
    expect(opened.status).toBe(302);
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
    const event = JSON.parse(receiver.received[0]!.body) as { type: string; data: Record<string, unknown> };
    expect(event).toMatchObject({ type: 'demo_link.opened', data: { client_email: 'opened.hook@example.com', open_count: 1 } });
    expect(receiver.received[0]!.body).not.toContain(url.split('/').pop()!);
    await deleteWebhook(id);
  });

  it('never sends to a private address its name comes to resolve to, unless that host is listed', async () => {
    const { id } = (await createWebhook({ url: 'https://crm.example.com/in', events: ['lead.created'] })).data!;
    // The name now resolves to the loopback (as a DNS change could make it): localhost stands in for it here.
    await server.db.query('update webhooks set url = $2 where id = $1', [id, `https://localhost:${receiver.port}/hooks/fleet`]);
    receiver.received.length = 0;
    await sendContact(request('private.hop@example.com'));
    const deliveries = () => deliveriesOf(id);
    await expect.poll(async () => (await deliveries())[0]?.log.length ?? 0, { timeout: 10_000 }).toBeGreaterThan(0);
    expect((await deliveries())[0]!.log[0]).toMatchObject({
      status_code: null,
      error: 'refused: localhost is not a public address',
    });
    expect(receiver.received).toHaveLength(0);
    await deleteWebhook(id);

    // The same check with a resolver that says a public-looking name is on the loopback.
    const outcome = await deliverWebhook(
      `http://crm.example.com:${receiver.port}/hooks/fleet`,
      '{}',
      {},
      {
        allowedHosts: ['crm.example.com.invalid'],
        timeoutMs: 2000,
        resolve: async () => [{ address: '127.0.0.1', family: 4 }],
      },
    );
    expect(outcome.error).toBe('refused: http: is not https');
    const refused = await deliverWebhook(
      `https://crm.example.com:${receiver.port}/hooks/fleet`,
      '{}',
      {},
      {
        allowedHosts: [],
        timeoutMs: 2000,
        resolve: async () => [{ address: '10.1.2.3', family: 4 }],
      },
    );
    expect(refused.error).toBe('refused: crm.example.com is not a public address');
    expect(receiver.received).toHaveLength(0);
  });
});
