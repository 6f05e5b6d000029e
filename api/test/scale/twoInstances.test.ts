import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../harness/startSmtpServer.ts';
import { createDatabaseFromTemplate, type ServerDatabase, testBackend } from '../harness/testDatabase.ts';
import { processAnonKey } from '../process/anonFetch.ts';
import { killAllServers, type ServerProcess, spawnServer } from '../process/spawnServer.ts';
import { type LoadBalancer, startNginx } from './startNginx.ts';

/**
 * The README's scaling claim, tried for real: two server processes on one PostgreSQL database behind
 * Debian's nginx. Where a point is 'made on one, seen on the other', the test talks to each instance by its
 * own port, so it does not depend on which one the balancer picked; the rest goes through the balancer.
 */
const formLimit = 3;
const admin = { email: 'super@process.example', password: 'Process-Secret-42!' };

let database: ServerDatabase;
let smtp: TestSmtpServer;
let a: string;
let b: string;
let balancer: LoadBalancer;
const servers: ServerProcess[] = [];

function call(base: string, path: string, init: { method?: string; token?: string; body?: unknown; forwardedFor?: string } = {}) {
  const headers: Record<string, string> = { Authorization: `Bearer ${init.token ?? processAnonKey}`, apikey: processAnonKey };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.forwardedFor) headers['X-Forwarded-For'] = init.forwardedFor;
  return fetch(`${base}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

async function signIn(base: string): Promise<string> {
  const response = await call(base, '/functions/v1/signin', { body: admin });
  expect(response.status).toBe(200);
  const { session } = (await response.json()) as { session: { access_token: string } };
  return session.access_token;
}

const listDemoUrls = (base: string, token: string) => call(base, '/functions/v1/admin?action=getDemoUrls', { token });

const contactLead = (marker: string) => ({
  firstName: 'Scale',
  lastName: 'Tester',
  email: `scale.${marker}@fleet.example`,
  company: 'Two Instances Ltd',
  position: 'Operator',
  phone: '+1 555 010 3000',
  requirements: `Marker ${marker}`,
});

async function usersOn(base: string): Promise<number> {
  const response = await call(base, '/functions/v1/fleet-stats');
  return ((await response.json()) as { users: number }).users;
}

describe.skipIf(testBackend() !== 'postgres')('two instances on one PostgreSQL behind nginx', () => {
  beforeAll(async () => {
    database = await createDatabaseFromTemplate(inject('databaseTemplate'));
    smtp = await startSmtpServer();
    const env = { DATABASE_URL: database.url, TRUST_PROXY: '1', FORM_RATE_LIMIT: `${formLimit}/600`, SMTP_URL: smtp.url, SALES_EMAIL: 'sales@scale.example' };
    for (let i = 0; i < 2; i++) servers.push(spawnServer(`/nonexistent-data-dir-${i}`, env));
    [a, b] = (await Promise.all(servers.map((server) => server.waitUntilServing()))) as [string, string];
    balancer = await startNginx([a, b]);
  }, 180_000);

  afterAll(async () => {
    await balancer?.stop();
    await killAllServers();
    await smtp?.stop();
    await database?.drop();
  }, 60_000);

  it('answers through the balancer from both instances', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => call(balancer.url, '/functions/v1/fleet-stats')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
  });

  it('accepts a session made on one instance on the other', async () => {
    const token = await signIn(a);
    expect((await listDemoUrls(b, token)).status).toBe(200);
    expect((await listDemoUrls(balancer.url, token)).status).toBe(200);
  });

  it('ends a session on both instances when it is signed out on one', async () => {
    const token = await signIn(a);
    expect((await listDemoUrls(a, token)).status).toBe(200);
    expect((await call(b, '/functions/v1/signout', { method: 'POST', token })).status).toBe(200);
    expect((await listDemoUrls(a, token)).status).toBe(401);
    expect((await listDemoUrls(b, token)).status).toBe(401);
  });

  it('counts the lead form rate limit across instances', async () => {
    const address = `198.51.100.${1 + ((randomBytes(1)[0] ?? 0) % 200)}`;
    const send = (base: string, i: number) =>
      call(base, '/functions/v1/send-contact-email', { body: contactLead(`limit-${address}-${i}`), forwardedFor: address });
    const statuses: number[] = [];
    for (let i = 0; i < formLimit; i++) statuses.push((await send(i % 2 === 0 ? a : b, i)).status);
    expect(statuses).toEqual(Array(formLimit).fill(200));
    // Whichever instance answers next, the address has used its allowance on the two together.
    expect((await send(a, formLimit)).status).toBe(429);
    expect((await send(b, formLimit + 1)).status).toBe(429);
    expect((await send(balancer.url, formLimit + 2)).status).toBe(429);
  });

  it('refreshes a cached public read on both instances after a change', async () => {
    const before = await usersOn(a);
    expect(await usersOn(b)).toBe(before);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query('update fleet_stats set users = users + 7');
    } finally {
      await client.end();
    }
    await expect.poll(() => usersOn(a), { timeout: 10_000 }).toBe(before + 7);
    await expect.poll(() => usersOn(b), { timeout: 10_000 }).toBe(before + 7);
  });

  it('delivers each outbox e-mail exactly once', async () => {
    const markers = Array.from({ length: 8 }, (_, i) => `once-${i}-${randomBytes(4).toString('hex')}`);
    const answers = await Promise.all(
      markers.map((marker, i) => call(balancer.url, '/functions/v1/send-contact-email', { body: contactLead(marker), forwardedFor: `203.0.113.${10 + i}` })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(markers.map(() => 200));
    const deliveries = (marker: string) => smtp.received.filter((mail) => mail.text.includes(`Marker ${marker}`)).length;
    await expect.poll(() => markers.every((marker) => deliveries(marker) >= 1), { timeout: 60_000 }).toBe(true);

    // Once every row is marked sent, no instance can claim it again: any second delivery has happened by now.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const pending = async () =>
        (
          await client.query<{ n: number }>(
            `select count(*)::int as n from outbox o join leads l on l.id = o.lead_id where l.email = any($1) and o.status <> 'sent'`,
            [markers.map((marker) => contactLead(marker).email)],
          )
        ).rows[0]?.n;
      await expect.poll(pending, { timeout: 30_000 }).toBe(0);
    } finally {
      await client.end();
    }
    expect(markers.map(deliveries)).toEqual(markers.map(() => 1));
  });
});
