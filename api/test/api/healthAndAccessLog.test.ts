import { Writable } from 'node:stream';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import type { Database } from '../../src/db/Database.ts';
import { createLogger } from '../../src/logging/createLogger.ts';
import { createServices } from '../../src/server/createServices.ts';

/** Nothing sends mail or webhooks here. */
const idle = { mail: () => undefined, webhooks: () => undefined };

import { PublicCache } from '../../src/services/cache/PublicCache.ts';
import { anonKey, startTestServer, type TestServer } from '../harness/startTestServer.ts';

interface LogLine {
  level: string;
  time: string;
  msg?: string;
  requestId?: string;
  method?: string;
  path?: string;
  status?: number;
  durationMs?: number;
  code?: string;
  err?: { message: string };
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const lines: LogLine[] = [];
/** Every line the server logs, as the JSON it writes. */
const capture = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
const lineOf = (requestId: string) => {
  const found = lines.filter((line) => line.requestId === requestId);
  expect(found, `the lines for request ${requestId}`).toHaveLength(1);
  return found[0]!;
};

let server: TestServer;
/** The same app on a database that refuses every query. */
let broken: Hono;
beforeAll(async () => {
  const logger = await createLogger({ LOG_LEVEL: 'debug' }, capture);
  server = await startTestServer({}, logger);
  const refusing = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
  const unreachable: Database = {
    kind: 'postgres',
    query: refusing,
    exec: refusing,
    transaction: refusing,
    listen: refusing,
    close: async () => undefined,
  };
  broken = createApp(createServices(unreachable, server.config, new PublicCache(), idle, logger, server.config.mfaEncryptionKey!));
});
afterAll(() => server?.stop());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

describe('health endpoints', () => {
  it('GET /healthz answers 200 while the process runs, with no key and no caching', async () => {
    const response = await get('/healthz');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 200 when the database answers', async () => {
    const response = await get('/readyz');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ status: 'ready' });
  });

  it('GET /readyz answers 503 when the database does not, and logs why as an error', async () => {
    const response = await broken.request('/readyz', { headers: { 'X-Request-Id': 'ready-broken' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ status: 'unavailable', reason: 'database: not answering' });
    expect(lineOf('ready-broken')).toMatchObject({ level: 'error', status: 503, err: { message: 'connect ECONNREFUSED 127.0.0.1:5432' } });
  });

  it('GET /readyz gives up on a database that hangs', { timeout: 10_000 }, async () => {
    const hanging = () => new Promise<never>(() => undefined);
    const services = createServices(
      { kind: 'postgres', query: hanging, exec: hanging, transaction: hanging, listen: hanging, close: async () => undefined },
      server.config,
      new PublicCache(),
      idle,
      await createLogger({ LOG_LEVEL: 'silent' }),
      server.config.mfaEncryptionKey!,
    );
    const response = await createApp(services).request('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', reason: 'database: not answering' });
  });

  it('leaves passing probes out of the info-level log', async () => {
    await get('/healthz', { 'X-Request-Id': 'probe-1' });
    expect(lineOf('probe-1')).toMatchObject({ level: 'debug', status: 200, path: '/healthz' });
  });
});

describe('X-Request-Id', () => {
  it('is generated for every answer: prepared public reads, API errors, pages, media, probes', async () => {
    const keyed = { Authorization: `Bearer ${anonKey}` };
    const seen = new Set<string>();
    // The second fleet-stats comes from the prepared public reads, which answer before the other middleware.
    for (const [path, headers] of [
      ['/functions/v1/fleet-stats', keyed],
      ['/functions/v1/fleet-stats', keyed],
      ['/functions/v1/no-such-function', {}],
      ['/wp-json/wp/v2/posts?per_page=1', {}],
      ['/', {}],
      ['/uploads/no-such-file.png', {}],
      ['/healthz', {}],
    ] as const) {
      const response = await get(path, headers);
      await response.arrayBuffer();
      const id = response.headers.get('x-request-id') ?? '';
      expect(id, path).toMatch(uuid);
      seen.add(id);
    }
    expect(seen.size).toBe(7);
  });

  it('echoes a sane incoming id and logs the request under it', async () => {
    const response = await get('/functions/v1/fleet-stats', { Authorization: `Bearer ${anonKey}`, 'X-Request-Id': 'lb-Trace_42.a' });
    expect(response.headers.get('x-request-id')).toBe('lb-Trace_42.a');
    expect(lineOf('lb-Trace_42.a')).toMatchObject({ status: 200, path: '/functions/v1/fleet-stats' });
  });

  it('replaces an incoming id that is not a plain token of at most 64 characters', async () => {
    for (const hostile of ['a'.repeat(65), 'two words', '<script>alert(1)</script>', 'id";drop', '../../etc/passwd', '%0d%0aSet-Cookie:x=1']) {
      const response = await get('/healthz', { 'X-Request-Id': hostile });
      expect(response.headers.get('x-request-id'), hostile).toMatch(uuid);
      expect(lines.some((line) => line.requestId === hostile)).toBe(false);
    }
    const longest = 'b'.repeat(64);
    expect((await get('/healthz', { 'X-Request-Id': longest })).headers.get('x-request-id')).toBe(longest);
  });
});

describe('the access log', () => {
  it('writes one JSON line per request with method, path without the query string, status, duration and request id', async () => {
    const response = await get('/wp-json/wp/v2/posts?search=hunter2-secret&per_page=1', { 'X-Request-Id': 'access-1' });
    expect(response.status).toBe(200);
    const line = lineOf('access-1');
    expect(line).toMatchObject({ level: 'info', method: 'GET', path: '/wp-json/wp/v2/posts', status: 200 });
    expect(new Date(line.time).toISOString()).toBe(line.time);
    expect(line.durationMs).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(line)).not.toContain('hunter2');
  });

  it('logs a refusal at warn with its code', async () => {
    const response = await get('/functions/v1/fleet-stats', { Authorization: 'Bearer wrong-key', 'X-Request-Id': 'refused-401' });
    expect(response.status).toBe(401);
    expect(lineOf('refused-401')).toMatchObject({ level: 'warn', status: 401, code: 'invalid_api_key', path: '/functions/v1/fleet-stats' });
    const admin = await get('/functions/v1/admin?action=getDemoUrls', { 'X-Request-Id': 'refused-session' });
    expect(admin.status).toBe(401);
    expect(lineOf('refused-session')).toMatchObject({ level: 'warn', code: 'authentication_required', path: '/functions/v1/admin' });
  });

  it('logs a failure at error with the error, and the answer still carries the request id', async () => {
    const response = await broken.request('/functions/v1/fleet-stats', { headers: { Authorization: `Bearer ${anonKey}`, 'X-Request-Id': 'failed-500' } });
    expect(response.status).toBe(500);
    expect(response.headers.get('x-request-id')).toBe('failed-500');
    expect(lineOf('failed-500')).toMatchObject({ level: 'error', status: 500, err: { message: 'connect ECONNREFUSED 127.0.0.1:5432' } });
  });

  it('keeps demo link tokens out of the log', async () => {
    await (await get('/demo-access/a-secret-demo-token-123', { 'X-Request-Id': 'demo-1' })).arrayBuffer();
    const line = lineOf('demo-1');
    expect(line.path).toBe('/demo-access/:token');
    expect(JSON.stringify(line)).not.toContain('a-secret-demo-token-123');
  });

  it('with ACCESS_LOG=off leaves out the answers that went well, and still logs refusals and failures', async () => {
    const quietLines: LogLine[] = [];
    const quiet = await startTestServer(
      { ACCESS_LOG: 'off' },
      await createLogger({ LOG_LEVEL: 'info' }, { write: (line: string) => void quietLines.push(JSON.parse(line) as LogLine) }),
    );
    try {
      const keyed = { Authorization: `Bearer ${anonKey}` };
      for (const [path, headers, id] of [
        ['/functions/v1/fleet-stats', keyed, 'quiet-200'],
        ['/wp-json/wp/v2/posts?per_page=1', {}, 'quiet-posts'],
        ['/functions/v1/fleet-stats', { Authorization: 'Bearer wrong-key' }, 'quiet-401'],
        ['/functions/v1/no-such-function', keyed, 'quiet-404'],
      ] as const) {
        const response = await fetch(`${quiet.url}${path}`, { headers: { ...headers, 'X-Request-Id': id } });
        await response.arrayBuffer();
        expect(response.headers.get('x-request-id')).toBe(id);
      }
      const logged = quietLines.map((line) => line.requestId).filter(Boolean);
      expect(logged).toEqual(['quiet-401', 'quiet-404']);
    } finally {
      await quiet.stop();
    }
  });

  it('reads as a sentence with LOG_FORMAT=pretty, the request id kept to find the line again', async () => {
    const written: string[] = [];
    const terminal = new Writable({ write: (chunk: Buffer, _encoding, done) => done(void written.push(chunk.toString())) });
    const pretty = await createLogger({ LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' }, terminal);
    pretty.info({ requestId: 'pretty-1', method: 'GET', path: '/functions/v1/pricing', status: 200, durationMs: 1.5 });
    pretty.info('Serving the site');
    await expect.poll(() => written.join('')).toContain('Serving the site');
    const [access] = written.join('').split('\n');
    expect(access).toMatch(/INFO.*GET \/functions\/v1\/pricing 200 1\.5 ms/);
    expect(access).not.toContain('"method"');
    expect(written.join('')).toContain('pretty-1');
  });
});
