import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { freePort } from '@fleet/bench/freePort';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { totpCode } from '../../src/services/auth/twoStep/totp.ts';
import { expectThrottledBurst } from '../harness/expectThrottledBurst.ts';
import { startSmtpServer, type TestSmtpServer } from '../harness/startSmtpServer.ts';
import { createDatabaseFromTemplate, type ServerDatabase, testBackend } from '../harness/testDatabase.ts';
import { processAnonKey } from '../process/anonFetch.ts';
import { type ServerProcess, spawnServer } from '../process/spawnServer.ts';
import { type ClientRequestInit, type ClientResponse, requestFrom } from './requestFrom.ts';
import { type LoadBalancer, requireNginx, startNginx } from './startNginx.ts';

/**
 * The scaling claim of docs/operations.md, tried for real: two server processes on one PostgreSQL database behind Debian's
 * nginx. Where a point is 'made on one, seen on the other', the test also talks to each instance by its own
 * port (sending X-Forwarded-For as the balancer would), so it does not depend on which one the balancer picked.
 * Clients are told apart by the loopback address they connect from (127.0.0.x), which the balancer writes into
 * X-Forwarded-For itself.
 */
const formLimit = 3;
// Rate-limit windows start on multiples of their length: a day-long one cannot turn over between the allowed
// requests and the refused one, as a 10-minute one could once in a few hundred runs.
const formRateLimit = `${formLimit}/86400`;
const admin = { email: 'super@process.example', password: 'Process-Secret-42!' };
// The site as built (npm test builds it before the API's tests), rendered by both instances.
const siteDist = fileURLToPath(new URL('../../../site/dist', import.meta.url));
const salesEmail = 'sales@scale.example';

interface Instance {
  name: string;
  url: string;
  process: ServerProcess;
}

let database: ServerDatabase | undefined;
let sql: pg.Client | undefined;
let smtp: TestSmtpServer | undefined;
let balancer: LoadBalancer | undefined;
/** nginx with proxy_cache in front of both instances, as a CDN would be. */
let cdn: LoadBalancer | undefined;
const instances: Instance[] = [];

interface Call {
  method?: string;
  token?: string;
  body?: unknown;
  /** The client's loopback address. */
  from?: string;
  requestId?: string;
}

function send(base: string, path: string, call: Call, forwardedFor?: string): Promise<ClientResponse> {
  const headers: Record<string, string> = { Authorization: `Bearer ${call.token ?? processAnonKey}`, apikey: processAnonKey };
  if (call.body !== undefined) headers['Content-Type'] = 'application/json';
  if (forwardedFor) headers['X-Forwarded-For'] = forwardedFor;
  if (call.requestId) headers['X-Request-Id'] = call.requestId;
  return requestFrom(call.from ?? '127.0.0.1', `${base}${path}`, {
    method: call.method ?? (call.body === undefined ? 'GET' : 'POST'),
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
}

/** Through nginx, which adds the client's address to X-Forwarded-For. */
const balanced = (path: string, call: Call = {}) => send(balancer!.url, path, call);
/** Straight to one instance, with the X-Forwarded-For the balancer would have sent. */
const direct = (instance: Instance, path: string, call: Call = {}) => send(instance.url, path, call, call.from ?? '127.0.0.1');

const a = () => instances[0]!;
const b = () => instances[1]!;

/** The instance whose access log has the request's id (X-Request-Id is logged as `requestId`, see docs/operations.md). */
async function answeredBy(requestId: string): Promise<string> {
  const logged = () => instances.filter((instance) => instance.process.stdout().includes(`"requestId":"${requestId}"`)).map((instance) => instance.name);
  // The log is written without blocking the answer, so the line may follow it by a moment.
  await expect.poll(() => logged().length, { timeout: 10_000 }).toBeGreaterThan(0);
  const names = logged();
  expect(names).toHaveLength(1);
  return names[0]!;
}

async function signIn(instance: Instance): Promise<string> {
  const response = await direct(instance, '/functions/v1/signin', { body: admin });
  expect(response.status, response.text).toBe(200);
  return response.json<{ session: { access_token: string } }>().session.access_token;
}

/** An admin call: any manager's session may list the demo URLs. */
const demoUrlsPath = '/functions/v1/admin?action=getDemoUrls';

const leadFields = (marker: string) => ({
  firstName: 'Scale',
  lastName: 'Tester',
  email: `scale.${marker}@fleet.example`,
  company: 'Two Instances Ltd',
  position: 'Operator',
  phone: '+1 555 010 3000',
  requirements: `Marker ${marker}`,
});

async function usersOn(instance: Instance): Promise<number> {
  const response = await direct(instance, '/functions/v1/fleet-stats');
  expect(response.status).toBe(200);
  return response.json<{ users: number }>().users;
}

/** A page's text as a reader sees it: scripts, styles and tags out. */
const readerText = (html: string) =>
  html
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<style\b[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

async function countRows(query: string): Promise<number> {
  const { rows } = await sql!.query<{ n: number }>(query);
  return rows[0]?.n ?? Number.NaN;
}

describe.skipIf(testBackend() !== 'postgres')('two instances on one PostgreSQL behind nginx', () => {
  beforeAll(async () => {
    // First, before anything starts: without nginx this test fails, saying what to install.
    requireNginx();
    database = await createDatabaseFromTemplate(inject('databaseTemplate'));
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    smtp = await startSmtpServer();
    const balancerPort = await freePort();
    const env = {
      DATABASE_URL: database.url,
      // One key for both: a second factor set up through one instance is checked by the other.
      MFA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      TRUST_PROXY: '1',
      PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
      FORM_RATE_LIMIT: formRateLimit,
      SMTP_URL: smtp.url,
      SALES_EMAIL: salesEmail,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // The access log's requestId tells which instance answered a request sent through the balancer.
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      SITE_DIST: siteDist,
      // Overdue leads looked for every second by each instance.
      LEAD_CLOCK_SECONDS: '1',
    };
    // One after the other, as a rollout would: the first start brings the database up to date and makes the admin.
    for (const name of ['A', 'B']) {
      const server = spawnServer(`/nonexistent-data-dir-${name}`, env);
      instances.push({ name, process: server, url: await server.waitUntilServing(60_000) });
    }
    balancer = await startNginx(
      instances.map((instance) => instance.url),
      balancerPort,
    );
    cdn = await startNginx(
      instances.map((instance) => instance.url),
      await freePort(),
      { cache: true },
    );
  }, 150_000);

  afterAll(async () => {
    // Every step runs even when one before it fails; the first failure is reported afterwards.
    const steps = [
      () => balancer?.stop(),
      () => cdn?.stop(),
      () => Promise.all(instances.map((instance) => instance.process.kill('SIGKILL'))),
      () => sql?.end(),
      () => database?.drop(),
      () => smtp?.stop(),
    ];
    const failures: unknown[] = [];
    for (const step of steps) await Promise.resolve(step()).catch((error: unknown) => failures.push(error));
    if (failures.length > 0) throw failures[0];
  }, 60_000);

  it('passes requests to both instances in turn', async () => {
    const ids = [0, 1].map(() => `scale-turn-${randomBytes(6).toString('hex')}`);
    for (const requestId of ids) expect((await balanced('/functions/v1/fleet-stats', { requestId })).status).toBe(200);
    expect((await Promise.all(ids.map(answeredBy))).sort()).toEqual(['A', 'B']);
  }, 30_000);

  it('accepts a session made on one instance on the other', async () => {
    const token = await signIn(a());
    expect((await direct(b(), demoUrlsPath, { token })).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await balanced(demoUrlsPath, { token })).status).toBe(200);
  }, 30_000);

  it('ends a session on both instances when it is signed out on one', async () => {
    const token = await signIn(a());
    expect((await direct(a(), demoUrlsPath, { token })).status).toBe(200);
    expect((await direct(b(), '/functions/v1/signout', { method: 'POST', token })).status).toBe(200);
    expect((await direct(a(), demoUrlsPath, { token })).status).toBe(401);
    expect((await direct(b(), demoUrlsPath, { token })).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await balanced(demoUrlsPath, { token })).status).toBe(401);
  }, 30_000);

  it('checks a second factor set up through one instance on the other, with a code good once on both', async () => {
    const token = await signIn(a());
    const started = (await direct(a(), '/functions/v1/mfa-enrol', { method: 'POST', token })).json<{ secret: string }>();
    expect((await direct(b(), '/functions/v1/mfa-confirm', { token, body: { code: totpCode(started.secret) } })).status).toBe(200);
    try {
      const challenge = (instance: Instance) =>
        direct(instance, '/functions/v1/signin', { body: admin }).then((response) => response.json<{ mfa_token: string }>().mfa_token);
      // The next time step's code (one step of drift is allowed): the one that confirmed it is used up.
      const code = totpCode(started.secret, Date.now() + 30_000);
      expect((await direct(a(), '/functions/v1/signin-mfa', { body: { mfa_token: await challenge(b()), code } })).status).toBe(200);
      expect((await direct(b(), '/functions/v1/signin-mfa', { body: { mfa_token: await challenge(a()), code } })).status).toBe(401);
    } finally {
      await sql!.query(`delete from manager_totp where manager_id = (select id from managers where email = $1)`, [admin.email]);
    }
  }, 30_000);

  it('counts the lead form rate limit for a client across both instances', async () => {
    const from = '127.0.0.3';
    const contact = (i: number) => ({
      from,
      body: leadFields(`limit-${i}-${randomBytes(4).toString('hex')}`),
      requestId: `scale-limit-${i}-${randomBytes(6).toString('hex')}`,
    });
    const path = '/functions/v1/send-contact-email';

    // The allowance, used through the balancer, which spreads it over both instances.
    const allowed = Array.from({ length: formLimit }, (_, i) => contact(i));
    for (const call of allowed) expect((await balanced(path, call)).status).toBe(200);
    expect(new Set(await Promise.all(allowed.map((call) => answeredBy(call.requestId))))).toEqual(new Set(['A', 'B']));

    // Whichever instance answers next, the client has used its allowance on the two together.
    const refused = [contact(formLimit), contact(formLimit + 1)];
    for (const call of refused) expect((await balanced(path, call)).status).toBe(429);
    expect((await Promise.all(refused.map((call) => answeredBy(call.requestId)))).sort()).toEqual(['A', 'B']);
    expect((await direct(a(), path, contact(formLimit + 2))).status).toBe(429);
    expect((await direct(b(), path, contact(formLimit + 3))).status).toBe(429);
    // Another client is not held back by it.
    expect((await balanced(path, { ...contact(0), from: '127.0.0.4' })).status).toBe(200);
  }, 60_000);

  it('checks no more passwords than the sign-in limit allows in a burst spread over both instances', async () => {
    const email = `burst-${randomBytes(4).toString('hex')}@scale.example`;
    // Five free tries for an e-mail (services/auth/signInThrottle.ts), however the balancer spread them.
    await expectThrottledBurst(
      () =>
        Array.from({ length: 60 }, async (_, i) => {
          const response = await balanced('/functions/v1/signin', { from: '127.0.0.5', body: { email, password: `Burst-${i}-!Aa` } });
          return response.status;
        }),
      5,
    );
  }, 60_000);

  it('refreshes a cached public read on both instances when the database announces a change', async () => {
    const both = () => Promise.all(instances.map(usersOn));
    const [start = Number.NaN] = await both();

    // A change through SQL: the table's trigger sends NOTIFY public_cache, and both instances read afresh.
    await sql!.query('update fleet_stats set users = users + 1');
    await expect.poll(both, { timeout: 10_000 }).toEqual([start + 1, start + 1]);

    // A change with the trigger off announces nothing: both still answer from their caches, just refilled...
    await sql!.query(
      'begin; alter table fleet_stats disable trigger fleet_stats_changed; update fleet_stats set users = users + 1; alter table fleet_stats enable trigger fleet_stats_changed; commit',
    );
    expect(await both()).toEqual([start + 1, start + 1]);
    // ...until the NOTIFY the trigger would have sent: then both answer the new value, long before their
    // entries (30 s) would have expired.
    await sql!.query(`select pg_notify('public_cache', 'fleet_stats')`);
    await expect.poll(both, { timeout: 10_000 }).toEqual([start + 2, start + 2]);
  }, 60_000);

  it('shows a new price, statistic and post on both instances as soon as the database announces the change', async () => {
    const onBoth = (path: string) =>
      Promise.all(instances.map(async (instance) => readerText((await requestFrom('127.0.0.1', `${instance.url}${path}`)).text)));
    const slug = `scale-news-${randomBytes(4).toString('hex')}`;
    const title = `Scale News ${slug}`;
    const [[plan], [stats]] = await Promise.all([
      sql!.query<{ first: number }>('select first_vehicle::float8 as first from plan_prices').then((r) => r.rows),
      sql!.query<{ users: number }>('select users from fleet_stats').then((r) => r.rows),
    ]);
    // Each instance has rendered and kept these pages (a post no one has written yet is a kept 404 too).
    for (const path of ['/pricing', '/', '/blog/all', `/blog/${slug}`]) await onBoth(path);
    try {
      await sql!.query('update plan_prices set first_vehicle = first_vehicle + 1');
      await sql!.query('update fleet_stats set users = users + 1');
      await sql!.query(
        `insert into wp_posts (id, date, modified, slug, title, content, excerpt, author_id)
         select 9300, now(), now(), $1, $2, '<p>Body</p>', '<p>Excerpt</p>', min(id) from wp_authors`,
        [slug, title],
      );
      const everywhere = (texts: string[], expected: string) => texts.every((text) => text.includes(expected));
      const price = `$${(plan!.first + 1).toFixed(2)}`;
      await expect.poll(async () => everywhere(await onBoth('/pricing'), price), { timeout: 5_000 }).toBe(true);
      const users = (stats!.users + 1).toLocaleString('en-US');
      await expect.poll(async () => everywhere(await onBoth('/'), users), { timeout: 5_000 }).toBe(true);
      await expect.poll(async () => everywhere(await onBoth('/blog/all'), title), { timeout: 5_000 }).toBe(true);
      await expect.poll(async () => everywhere(await onBoth(`/blog/${slug}`), title), { timeout: 5_000 }).toBe(true);
    } finally {
      await sql!.query('update plan_prices set first_vehicle = first_vehicle - 1');
      await sql!.query('update fleet_stats set users = users - 1');
      await sql!.query('delete from wp_posts where id = 9300');
    }
  }, 60_000);

  it('lets a shared cache in front serve the pages, pass a change on within s-maxage, and keep no form answer', async () => {
    const viaCdn = (path: string, init: ClientRequestInit & { from?: string } = {}) => requestFrom(init.from ?? '127.0.0.1', `${cdn!.url}${path}`, init);
    const cacheStatus = (answer: ClientResponse) => answer.headers['x-cache-status'];

    // The second visitor's page comes from the cache, not from an instance.
    await viaCdn('/pricing');
    const cached = await viaCdn('/pricing');
    expect(cached.status).toBe(200);
    expect(cacheStatus(cached)).toBe('HIT');
    const [plan] = (await sql!.query<{ first: number }>('select first_vehicle::float8 as first from plan_prices')).rows;
    // A price change passes through the cache within its s-maxage (5 s) and one revalidation.
    const price = `$${(plan!.first + 2).toFixed(2)}`;
    await sql!.query('update plan_prices set first_vehicle = first_vehicle + 2');
    try {
      await expect.poll(async () => readerText((await viaCdn('/pricing')).text).includes(price), { timeout: 5_000 + 10_000, interval: 250 }).toBe(true);
    } finally {
      await sql!.query('update plan_prices set first_vehicle = first_vehicle - 2');
    }

    // A form posted without script: its answer goes to the one who posted it, never to the next visitor.
    const post = (fields: Record<string, string>, from: string) =>
      viaCdn('/contact', {
        from,
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...fields, website: '' }).toString(),
      });
    const typed = { firstName: 'Cached', lastName: 'Never', email: 'not-an-address', company: 'Keep Out Freight', requirements: 'Mine alone' };
    const refused = await post(typed, '127.0.0.60');
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Keep Out Freight');
    await viaCdn('/contact');
    const empty = await viaCdn('/contact');
    expect(cacheStatus(empty)).toBe('HIT');
    expect(empty.text).not.toContain('Keep Out Freight');

    const sent = await post({ ...typed, email: `cached.never.${randomBytes(3).toString('hex')}@example.com` }, '127.0.0.61');
    expect(sent.status).toBe(303);
    const cookie = String(sent.headers['set-cookie']?.[0] ?? '').split(';')[0]!;
    expect(cookie).toMatch(/^lead-sent=/);
    const success = await viaCdn('/contact', { headers: { Cookie: cookie } });
    // What the page shows, not what its islands carry: the form's island holds all its messages, the thank-you too.
    const shown = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ');
    expect(shown(success.text)).toContain('Thank you for contacting us!');
    expect(cacheStatus(success)).not.toBe('HIT');
    for (const headers of [{}, { Cookie: 'theme=dark' }] as Record<string, string>[]) {
      const next = await viaCdn('/contact', { headers });
      expect(shown(next.text)).not.toContain('Thank you for contacting us!');
      expect(next.text).not.toContain('Keep Out Freight');
    }
  }, 60_000);

  it('makes one lead of requests from one person sent to both instances at once', async () => {
    for (let round = 0; round < 3; round++) {
      const email = `same.person.${randomBytes(4).toString('hex')}@fleet.example`;
      const body = { ...leadFields('same'), email, fleetSize: '11-50' };
      const answers = await Promise.all([
        direct(a(), '/functions/v1/send-demo-request', { from: `127.0.1.${10 + round}`, body }),
        direct(b(), '/functions/v1/send-demo-request', { from: `127.0.2.${10 + round}`, body }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const { rows } = await sql!.query<{ request_count: number }>('select request_count from leads where email = $1', [email]);
      expect(rows).toEqual([{ request_count: 2 }]);
    }
  }, 60_000);

  it('gives two leads sent to both instances at once to two people with round robin', async () => {
    const token = await signIn(a());
    const saveSettings = (instance: Instance, body: unknown) =>
      direct(instance, '/functions/v1/lead-settings', { token, method: 'PUT', body }).then((answer) => expect(answer.status, answer.text).toBe(200));
    const people: string[] = [];
    for (const name of ['Rae', 'Sol']) {
      const answer = await direct(a(), '/functions/v1/create-sales-manager', {
        token,
        body: { name, email: `${name.toLowerCase()}.${randomBytes(3).toString('hex')}@fleet.example`, password: 'Manager-Pass-42!', role: 'manager' },
      });
      people.push(answer.json<{ manager: { id: string } }>().manager.id);
    }
    // Only the two take leads: everyone else on the team is switched off.
    await sql!.query('update managers set takes_leads = (id = any($1::uuid[]))', [people]);
    const settings = { business_days: [1, 2, 3, 4, 5], business_start: '09:00', business_end: '17:00', time_zone: 'UTC', response_target_minutes: 240 };
    await saveSettings(b(), { ...settings, assignment: 'round_robin' });
    try {
      for (let round = 0; round < 3; round++) {
        const emails = ['a', 'b'].map((side) => `turn.${side}.${randomBytes(4).toString('hex')}@fleet.example`);
        await Promise.all(
          [a(), b()].map((instance, i) =>
            direct(instance, '/functions/v1/send-contact-email', { from: `127.0.3.${10 + round * 2 + i}`, body: { ...leadFields('turn'), email: emails[i] } }),
          ),
        );
        const { rows } = await sql!.query<{ owner_id: string }>('select owner_id from leads where email = any($1)', [emails]);
        expect(new Set(rows.map((row) => row.owner_id))).toEqual(new Set(people));
      }
    } finally {
      await saveSettings(a(), { ...settings, assignment: 'manual' });
      await sql!.query('update managers set takes_leads = true');
    }
  }, 60_000);

  it('sends the overdue e-mail once, though both instances look for overdue leads', async () => {
    const email = `overdue.${randomBytes(4).toString('hex')}@fleet.example`;
    expect((await direct(a(), '/functions/v1/send-contact-email', { from: '127.0.4.10', body: { ...leadFields('overdue'), email } })).status).toBe(200);
    const logged = () =>
      instances.map(
        (instance) =>
          instance.process
            .stdout()
            .split('\n')
            .filter((line) => line.includes('"event":"leads_overdue"')).length,
      );
    const before = logged();
    await sql!.query(`update leads set respond_by = now() - interval '1 minute' where email = $1`, [email]);
    await expect
      .poll(() => countRows(`select count(*)::int as n from leads where overdue_notified_at is not null and email = '${email}'`), { timeout: 15_000 })
      .toBe(1);
    // The super admin is told (nobody has the lead), by one instance, in one e-mail.
    const told = () => logged().reduce((sum, count, i) => sum + count - before[i]!, 0);
    // The log line follows the commit by a moment.
    await expect.poll(told, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    expect(told()).toBe(1);
    expect(
      await countRows(
        `select count(*)::int as n from outbox o join leads l on l.id = o.lead_id where l.email = '${email}' and o.subject like 'Overdue lead:%'`,
      ),
    ).toBe(1);
  }, 30_000);

  it('delivers each outbox e-mail exactly once', async () => {
    const marker = () => randomBytes(5).toString('hex');
    const contacts = Array.from({ length: 6 }, () => `contact-${marker()}`);
    const demos = Array.from({ length: 2 }, () => `demo-${marker()}`);
    // One client address each, so none is held back by the form rate limit.
    const answers = await Promise.all([
      ...contacts.map((m, i) => balanced('/functions/v1/send-contact-email', { from: `127.0.0.${20 + i}`, body: leadFields(m) })),
      ...demos.map((m, i) =>
        balanced('/functions/v1/send-demo-request', { from: `127.0.0.${40 + i}`, body: { ...leadFields(m), fleetSize: '11-50', industry: 'Delivery' } }),
      ),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));

    // A contact lead e-mails sales; a demo request e-mails sales and sends the requester a demo link.
    const received = smtp!.received;
    const toSales = (m: string) => received.filter((mail) => mail.to.includes(salesEmail) && mail.text.includes(`Marker ${m}`)).length;
    const toRequester = (m: string) => received.filter((mail) => mail.to.includes(leadFields(m).email)).length;
    const expected = () => [...contacts.map(toSales), ...demos.flatMap((m) => [toSales(m), toRequester(m)])];
    await expect.poll(() => expected().every((count) => count >= 1), { timeout: 45_000 }).toBe(true);

    // Every row sent and claimed once (each claim adds an attempt), so no instance can send one again.
    await expect.poll(() => countRows(`select count(*)::int as n from outbox where status <> 'sent' or attempts <> 1`), { timeout: 30_000 }).toBe(0);
    expect(expected()).toEqual(expected().map(() => 1));
    // Nothing else either: the SMTP server got one message per outbox row of the whole file.
    expect(received).toHaveLength(await countRows('select count(*)::int as n from outbox'));
    // The demo links point at the balancer, the public origin both instances were given.
    const demoMail = received.find((mail) => mail.to.includes(leadFields(demos[0]!).email));
    expect(demoMail?.text).toContain(`${balancer!.url}/demo-access/`);
  }, 90_000);
});
