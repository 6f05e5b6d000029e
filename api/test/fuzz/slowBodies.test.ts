import { expect, it } from 'vitest';
import { bytesOf } from '../harness/abuseCheck.ts';
import { fuzzServerForFile, knownPage } from '../harness/fuzzServer.ts';
import { contactJson, contactPath, formPath } from '../harness/protocolAbuse.ts';
import { rawExchange } from '../harness/rawExchange.ts';
import { anonKey } from '../harness/startTestServer.ts';

/**
 * Requests that arrive slowly or stop arriving (a visitor on a poor line, or a slowloris attack): a body sent a few
 * bytes at a time is answered once whole; connections stalled mid-headers or mid-body neither keep others from being
 * served nor stay open for ever: the server's timeouts cut them (answered 408 or closed, never 5xx) within
 * FUZZ_CUT_SECONDS (45 s: the server allows a request 30 s to arrive whole and checks every 5 s).
 */
const cutWithinMs = Number(process.env.FUZZ_CUT_SECONDS ?? 45) * 1000;

const fuzz = fuzzServerForFile();

const body = contactJson('slow@fuzz.example');
const apiHead = (length: number) =>
  `POST ${contactPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${anonKey}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;
const formHead = `POST ${formPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n`;

/** A request that stops arriving: mid-headers, mid-body of the API, mid-body of a site form. */
const stalledRequest = (n: number) =>
  [
    ['GET /pricing HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', 'never finished'],
    [apiHead(Buffer.byteLength(body)), body.slice(0, 10), body.slice(10, 20)],
    [formHead, 'firstName='],
  ][n % 3]!;

it('a body sent a few bytes at a time is answered once whole, and others are served meanwhile', async () => {
  const parts = [apiHead(Buffer.byteLength(body)), ...(body.match(/.{1,16}/g) ?? [])];
  const slow = rawExchange(fuzz.server.port, parts, { waitMs: 30_000, pauseMs: 200, answers: 1 });
  const started = performance.now();
  expect(await fuzz.stillServing(), 'while the body arrives').toEqual([]);
  expect(performance.now() - started, 'ms for /healthz and a page meanwhile').toBeLessThan(2_000);
  const { statuses, timedOut } = await slow;
  expect({ statuses, timedOut }).toEqual({ statuses: [200], timedOut: false });
}, 60_000);

it(
  '200 connections stalled mid-headers and mid-body keep no one else waiting, and are cut by the server',
  async () => {
    const stalled = Array.from({ length: 200 }, (_, n) => rawExchange(fuzz.server.port, stalledRequest(n), { waitMs: cutWithinMs, pauseMs: 100 }));
    // Once every one of them waits for bytes that will not come.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const started = performance.now();
    expect(await fuzz.stillServing(), 'while 200 connections stall').toEqual([]);
    expect(performance.now() - started, `ms for /healthz and ${knownPage} meanwhile`).toBeLessThan(2_000);

    const ends = await Promise.all(stalled);
    const open = ends.map((end, n) => ({ end, n })).filter(({ end }) => end.timedOut);
    expect(
      open.map(({ n }) => bytesOf(stalledRequest(n))),
      `connections still open after ${cutWithinMs / 1000} s (the server's timeouts should have cut them)`,
    ).toEqual([]);
    const statuses = ends.flatMap((end) => end.statuses);
    // 408 when cut; a form post may be refused before its body is read (429: too many renders from one address).
    expect(
      statuses.filter((status) => status >= 500),
      'the stalled connections answered 5xx',
    ).toEqual([]);
    expect(await fuzz.stillServing(), 'once they are cut').toEqual([]);
  },
  cutWithinMs + 30_000,
);
