import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/Database.ts';
import type { OperationId } from '../../src/generated/operations.ts';
import { createLogger } from '../../src/logging/createLogger.ts';
import { createServices } from '../../src/server/createServices.ts';

/** Nothing sends mail or webhooks here. */
const idle = { mail: () => undefined, webhooks: () => undefined };

import { PublicCache } from '../../src/services/cache/PublicCache.ts';
import { responseValidator } from '../harness/responseValidator.ts';

interface LogLine {
  level: string;
  requestId?: string;
  status?: number;
  err?: { message: string; stack: string };
}

const anonKey = 'away-anon-key';
const unavailable = { error: 'The service is briefly unavailable. Please try again in a moment.', code: 'service_unavailable' };
const lines: LogLine[] = [];
const validate = responseValidator();

/** The app on a database that fails every call with `error`, as a real one that is away does. */
async function appOn(error: Error): Promise<Hono> {
  const config = loadConfig({
    ANON_KEY: anonKey,
    PUBLIC_URL: 'http://localhost:8080',
    SITE_DIST: '/nonexistent',
    ADMIN_DIST: '/nonexistent',
    MFA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  });
  const logger = await createLogger({ LOG_LEVEL: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  const failing = () => Promise.reject(error);
  const db: Database = { kind: 'postgres', query: failing, exec: failing, transaction: failing, listen: failing, close: async () => undefined };
  return createApp(createServices(db, config, new PublicCache(), idle, logger, config.mfaEncryptionKey!));
}

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', errno: -111, syscall: 'connect' });
const shuttingDown = Object.assign(new pg.DatabaseError('terminating connection due to administrator command', 0, 'error'), { code: '57P01' });

let away: Hono;
let terminated: Hono;
beforeAll(async () => {
  away = await appOn(refused);
  terminated = await appOn(shuttingDown);
});

const post = (app: Hono, path: string, body: unknown, requestId = randomBytes(6).toString('hex')) =>
  app.request(path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json', 'X-Request-Id': requestId },
    body: JSON.stringify(body),
  });

async function received(response: Response) {
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const lead = { firstName: 'Ada', lastName: 'Away', email: 'ada@away.example', company: 'Failover Freight' };
const calls: [OperationId, string, unknown][] = [
  ['sendContactEmail', '/functions/v1/send-contact-email', lead],
  ['sendDemoRequest', '/functions/v1/send-demo-request', { ...lead, fleetSize: '11-50', industry: 'Delivery' }],
  ['signIn', '/functions/v1/signin', { email: 'someone@example.com', password: 'Whatever-42!' }],
];

describe('a database that is away', () => {
  it.each(calls)('answers %s with 503, Retry-After and a message a person understands, as the document says', async (id, path, body) => {
    for (const app of [away, terminated]) {
      const answer = await received(await post(app, path, body));
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(JSON.parse(answer.text)).toEqual(unavailable);
      expect(validate(id, answer)).toEqual([]);
    }
  });

  it('answers a public read it has not cached with 503, not 500', async () => {
    const response = await away.request('/functions/v1/fleet-stats', { headers: { Authorization: `Bearer ${anonKey}` } });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual(unavailable);
  });

  it('answers the content API in WordPress’ envelope, and keeps it out of caches', async () => {
    const response = await away.request('/wp-json/wp/v2/posts?per_page=1');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ code: 'rest_service_unavailable', message: unavailable.error, data: { status: 503 } });
  });

  it('answers a demo link with a page asking to try again in a moment', async () => {
    const answer = await received(await away.request('/demo-access/a-demo-token-0123456789'));
    expect(answer.status).toBe(503);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.text).toContain('Please try again in a moment.');
    expect(validate('openDemoLink', answer)).toEqual([]);
  });

  it('logs the answer at error with the driver’s error as its cause', async () => {
    await (await post(terminated, '/functions/v1/send-contact-email', lead, 'away-logged')).arrayBuffer();
    const [line] = lines.filter((logged) => logged.requestId === 'away-logged');
    expect(line).toMatchObject({ level: 'error', status: 503 });
    expect(line?.err?.message).toContain('terminating connection due to administrator command');
  });

  it('is told apart from a failure of the code, which stays a 500', async () => {
    const broken = await appOn(Object.assign(new pg.DatabaseError('column "nope" does not exist', 0, 'error'), { code: '42703' }));
    const response = await post(broken, '/functions/v1/send-contact-email', lead);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Internal server error', code: 'internal_error' });
  });
});
