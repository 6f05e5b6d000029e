import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type OtlpReceiver, type ReceivedSpan, startOtlpReceiver } from '../harness/startOtlpReceiver.ts';
import { createDatabaseFromTemplate, type ServerDatabase, testBackend } from '../harness/testDatabase.ts';
import { requestFrom } from '../scale/requestFrom.ts';
import { processAnonKey } from './anonFetch.ts';
import { killAllServers, spawnServer } from './spawnServer.ts';

/** The preload the server is started with (scripts/start.mjs does the same). */
const register = new URL('../../src/telemetry/register.ts', import.meta.url).href;
const onPostgres = testBackend() === 'postgres';

let receiver: OtlpReceiver;
let database: ServerDatabase | undefined;
let dataDir: string;
let url: string;
beforeAll(async () => {
  receiver = await startOtlpReceiver();
  dataDir = mkdtempSync(join(tmpdir(), 'fleet-traces-'));
  // instrumentation-pg patches the `pg` driver; the embedded database has none, so its queries leave no spans.
  database = onPostgres ? await createDatabaseFromTemplate(inject('databaseTemplate')) : undefined;
  const server = spawnServer(join(dataDir, 'db'), {
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${register}`].filter(Boolean).join(' '),
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_SERVICE_NAME: 'fleet-traces-test',
    // The test is the proxy in front when it connects from 127.0.0.1, and a client that reached the port directly from 127.0.0.2.
    TRUSTED_PROXIES: '127.0.0.1/32',
    // Spans are sent every 100 ms, not 5 s.
    OTEL_BSP_SCHEDULE_DELAY: '100',
    ...(database ? { DATABASE_URL: database.url, MFA_ENCRYPTION_KEY: randomBytes(32).toString('base64') } : {}),
  });
  url = await server.waitUntilServing();
}, 120_000);
afterAll(async () => {
  await killAllServers();
  await receiver?.close();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The server span of the request with this id, once the receiver has it. */
async function serverSpanOf(requestId: string): Promise<ReceivedSpan> {
  await expect.poll(() => receiver.spans.some((span) => span.kind === 2 && span.attributes['request.id'] === requestId), { timeout: 10_000 }).toBe(true);
  return receiver.spans.find((span) => span.kind === 2 && span.attributes['request.id'] === requestId)!;
}

/** Whether `span` lies under `ancestor` in the spans received. */
function descendsFrom(span: ReceivedSpan, ancestor: ReceivedSpan): boolean {
  const byId = new Map(receiver.spans.map((received) => [received.spanId, received]));
  for (let parent = span.parentSpanId; parent !== undefined; parent = byId.get(parent)?.parentSpanId) {
    if (parent === ancestor.spanId) return true;
  }
  return false;
}

describe('traces (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  it("sends each request's server span with its request id, and the database's spans under it", async () => {
    const email = `traced-${randomBytes(4).toString('hex')}@traces.example`;
    const response = await fetch(`${url}/functions/v1/send-contact-email`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${processAnonKey}`, 'Content-Type': 'application/json', 'X-Request-Id': 'trace-me-1' },
      body: JSON.stringify({ firstName: 'Tracy', lastName: 'Span', email }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('trace-me-1');

    const span = await serverSpanOf('trace-me-1');
    expect(span).toMatchObject({
      name: 'POST /functions/v1/send-contact-email',
      attributes: expect.objectContaining({ 'http.request.method': 'POST', 'http.response.status_code': 200, 'url.path': '/functions/v1/send-contact-email' }),
      resource: expect.objectContaining({ 'service.name': 'fleet-traces-test' }),
    });
    if (!onPostgres) return;
    // The lead's statements: the rate limit, the transaction, the lead and its e-mail, each a span of the same trace.
    await expect
      .poll(() => receiver.spans.filter((child) => child.name.startsWith('pg.query') && descendsFrom(child, span)).length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(3);
    const queries = receiver.spans.filter((child) => child.name.startsWith('pg.query') && descendsFrom(child, span));
    expect(queries.every((query) => query.traceId === span.traceId && query.kind === 3)).toBe(true);
    expect(queries.some((query) => String(query.attributes['db.query.text'] ?? query.attributes['db.statement']).includes('insert into leads'))).toBe(true);
    // Statements only: no value a visitor sent reaches the trace.
    expect(JSON.stringify(receiver.spans)).not.toContain(email);
  });

  it("continues the caller's trace, and writes a demo link's address without its token", async () => {
    const traceId = randomBytes(16).toString('hex');
    const parentId = randomBytes(8).toString('hex');
    const token = randomBytes(24).toString('base64url');
    const response = await fetch(`${url}/demo-access/${token}?utm_source=mail`, {
      redirect: 'manual',
      headers: { 'X-Request-Id': 'trace-me-2', traceparent: `00-${traceId}-${parentId}-01` },
    });
    expect(response.status).toBe(404);

    const span = await serverSpanOf('trace-me-2');
    expect(span).toMatchObject({ traceId, parentSpanId: parentId, name: 'GET /demo-access/{token}' });
    expect(span.attributes['url.path']).toBe('/demo-access/:token');
    expect(span.attributes['url.full']).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/demo-access\/:token$/);
    expect(JSON.stringify(receiver.spans)).not.toContain(token);
    if (onPostgres) {
      await expect.poll(() => receiver.spans.some((child) => child.name.startsWith('pg.query') && descendsFrom(child, span)), { timeout: 10_000 }).toBe(true);
    }
  });

  it('starts a trace of its own for a traceparent from a client that is not a trusted proxy', async () => {
    const traceId = randomBytes(16).toString('hex');
    const parentId = randomBytes(8).toString('hex');
    const response = await requestFrom('127.0.0.2', `${url}/functions/v1/fleet-stats`, {
      headers: {
        Authorization: `Bearer ${processAnonKey}`,
        'X-Request-Id': 'trace-me-3',
        traceparent: `00-${traceId}-${parentId}-01`,
        tracestate: 'vendor=forged',
      },
    });
    expect(response.status).toBe(200);

    const span = await serverSpanOf('trace-me-3');
    expect(span.traceId).not.toBe(traceId);
    expect(span.parentSpanId).toBeUndefined();
  });

  it('exports the exception a request failed with without the e-mail address its message quoted', async () => {
    const email = `quoted-${randomBytes(4).toString('hex')}@traces.example`;
    const response = await fetch(`${url}/functions/v1/send-contact-email`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${processAnonKey}`, 'Content-Type': 'application/json', 'X-Request-Id': 'trace-me-4' },
      body: JSON.stringify({ firstName: 'Tracy', lastName: 'Span', email: 'tracy@traces.example', [email]: 'x' }),
    });
    expect(response.status).toBe(400);
    // The caller is told which field it was; the trace keeps the error's shape, not the address.
    expect(((await response.json()) as { error: string }).error).toContain(email);

    const span = await serverSpanOf('trace-me-4');
    const exception = span.events.find((event) => event.name === 'exception');
    expect(exception?.attributes['exception.message']).toBe('[email] is not an allowed field');
    expect(String(exception?.attributes['exception.stacktrace'])).toMatch(/^\w+: \[email\] is not an allowed field\n/);
    expect(receiver.bodies.some((body) => body.includes(email))).toBe(false);
  });
});
