import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logging/createLogger.ts';
import { chunkOf, firstAnswer, formHead, type RawExchangeOptions, rawExchange } from '../harness/rawExchange.ts';
import { anonKey, startTestServer, type TestServer } from '../harness/startTestServer.ts';

// Bodies past their limit, said by Content-Length or found while they stream, on the real server with the site as
// built: refused with 413 in the shape of what was asked (the site's page, the API's JSON), the connection closed
// rather than read to its end; and bodies whose Content-Length lies answered without a hang or a 5xx.
const siteDist = fileURLToPath(new URL('../../../site/dist', import.meta.url));
if (!existsSync(`${siteDist}/server/entry.mjs`)) throw new Error(`${siteDist} holds no site build: run npm run build -w @fleet/site first`);

/** The server's lines of warn and above, as the JSON it writes. */
const logged: Record<string, unknown>[] = [];

let server: TestServer;
beforeAll(async () => {
  const logger = await createLogger({ LOG_LEVEL: 'warn' }, { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) });
  server = await startTestServer({ SITE_DIST: siteDist, TRUST_PROXY: '1' }, logger);
});
afterAll(async () => {
  await server?.stop();
});

/** One request written by hand, read until the server closes the connection (or 10 s pass), and its first answer. */
const send = async (request: string | Buffer, options: Partial<RawExchangeOptions> = {}) =>
  firstAnswer(await rawExchange(server.port, [request], { waitMs: 10_000, ...options }));

const kb = 1024;
const textOf = (page: string) =>
  page
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<style\b[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
const tooLargeWords = 'What you sent is larger than this site accepts (64 KB)';
const field = (name: string, size: number) => Buffer.from(`${name}=${'x'.repeat(size - name.length - 1)}`);

describe('a form post past 64 KB', () => {
  it('is refused by its Content-Length with the 413 page in the site’s frame, before its body is sent', async () => {
    const answer = await send(formHead('/contact', { 'Content-Length': 64 * kb + 1 }));
    expect(answer.statusLine).toBe('HTTP/1.1 413 Payload Too Large');
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers.connection).toBe('close');
    const text = textOf(answer.body);
    expect(text).toContain(tooLargeWords);
    expect(text).toMatch(/Dashcams [\d,]+ connected/);
    // Closed without waiting for the body that was announced.
    expect(answer.closedByServer).toBe(true);
  });

  it('is refused when a chunked body grows past it, and the connection is closed rather than read to the end', async () => {
    const answer = await send(formHead('/request-demo', { 'Transfer-Encoding': 'chunked' }), {
      more: { chunk: chunkOf(field('requirements', 16 * kb)), times: 1_000 },
    });
    expect(answer.statusLine).toBe('HTTP/1.1 413 Payload Too Large');
    expect(textOf(answer.body)).toContain(tooLargeWords);
    expect(answer.closedByServer).toBe(true);
  });

  it('is refused on any page and file of the site, the admin and the uploads alike', async () => {
    for (const path of ['/about', '/blog/all', '/favicon.svg', '/no-such-page', '/admin/login', '/uploads/anything.png']) {
      const stated = await send(formHead(path, { 'Content-Length': 200 * kb }));
      expect(stated.statusLine, path).toBe('HTTP/1.1 413 Payload Too Large');
      expect(stated.closedByServer, path).toBe(true);
      const chunked = await send(formHead(path, { 'Transfer-Encoding': 'chunked' }), {
        more: { chunk: chunkOf(field('a', 16 * kb)), times: 1_000 },
      });
      expect(chunked.statusLine, path).toMatch(/^HTTP\/1\.1 (413 Payload Too Large|405 Method Not Allowed)$/);
      expect(chunked.closedByServer, path).toBe(true);
    }
  });

  it('leaves a form within the limit to the page, chunked or not', async () => {
    const body = Buffer.concat([Buffer.from('firstName=Ada&lastName=Lovelace&email=not-an-address&'), field('requirements', 60 * kb)]);
    const stated = await send(Buffer.concat([Buffer.from(formHead('/contact', { 'Content-Length': body.length, Connection: 'close' })), body]));
    expect(stated.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(stated.body).toContain('Lovelace');
    const chunked = await send(
      Buffer.concat([Buffer.from(formHead('/contact', { 'Transfer-Encoding': 'chunked', Connection: 'close' })), chunkOf(body), Buffer.from('0\r\n\r\n')]),
    );
    expect(chunked.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(chunked.body).toContain('Lovelace');
  });
});

describe('an API body past 32 KB', () => {
  const apiHead = (headers: Record<string, string | number>) =>
    `POST /functions/v1/send-contact-email HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${anonKey}\r\nContent-Type: application/json\r\n${Object.entries(
      headers,
    )
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n`;

  it('is refused with the API’s JSON error, by its Content-Length or while it streams, and the connection closed', async () => {
    for (const [request, more] of [
      [apiHead({ 'Content-Length': 300 * 1024 * 1024 }), undefined],
      [apiHead({ 'Transfer-Encoding': 'chunked' }), { chunk: chunkOf(Buffer.alloc(8 * kb, ' ')), times: 1_000 }],
    ] as const) {
      const answer = await send(request, { more });
      expect(answer.statusLine).toBe('HTTP/1.1 413 Payload Too Large');
      expect(JSON.parse(answer.body)).toEqual({ error: 'The request body is larger than 32 KB', code: 'payload_too_large' });
      expect(answer.closedByServer).toBe(true);
    }
  });
});

describe('a body whose Content-Length lies', () => {
  it('is answered without a 5xx when it is shorter than stated and the client stops sending', async () => {
    for (const path of ['/contact', '/functions/v1/send-contact-email']) {
      const before = logged.length;
      const head = path.startsWith('/functions/')
        ? `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${anonKey}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"firstName":`
        : `${formHead(path, { 'Content-Length': 1000 })}firstName=Ada`;
      // The client says 1000 bytes, sends a dozen and closes its side: the server must neither wait for ever nor fail.
      const answer = await send(head, { endAfterSend: true }).catch(() => undefined);
      if (answer) expect(answer.statusLine, path).toMatch(/^HTTP\/1\.1 4\d\d /);
      expect(
        logged.slice(before).filter((line) => line.level === 'error'),
        path,
      ).toEqual([]);
    }
  });

  it('is answered 408 within 40 s when it is shorter than stated and the client waits, rather than held for minutes', { timeout: 60_000 }, async () => {
    const started = Date.now();
    // Nothing more comes, and the connection stays open: the server gives up on the body after 30 s (checked every 5 s).
    const answer = await send(`${formHead('/contact', { 'Content-Length': 1000 })}firstName=Ada`, { waitMs: 40_000 });
    expect(answer.statusLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(answer.closedByServer).toBe(true);
    expect(Date.now() - started).toBeLessThan(40_000);
  });

  it('is answered 400 when more follows than stated, as the start of a request that is not one, and closed', async () => {
    const before = logged.length;
    const body = 'firstName=Ada&lastName=Lovelace&email=not-an-address';
    // The 20 bytes stated are the post; the rest, read as the next request on the connection, is not a request at all.
    const answer = await send(`${formHead('/contact', { 'Content-Length': 20 })}${body}`);
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.body).not.toMatch(/HTTP\/1\.1 5\d\d/);
    expect(answer.closedByServer).toBe(true);
    expect(logged.slice(before).filter((line) => line.level === 'error')).toEqual([]);
  });
});
