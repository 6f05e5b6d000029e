import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../src/logging/createLogger.ts';
import { firstAnswer, rawExchange } from '../harness/rawExchange.ts';
import { startTestServer, type TestServer } from '../harness/startTestServer.ts';

// Addresses no link on the site makes, as anyone can type them: each is answered with a 4xx and a sentence that says
// what is wrong, never a 5xx, and whatever the framework says about them goes to the server's JSON log.
const siteDist = fileURLToPath(new URL('../../../site/dist', import.meta.url));
const adminDist = fileURLToPath(new URL('../../../admin/dist', import.meta.url));
if (!existsSync(`${siteDist}/server/entry.mjs`)) throw new Error(`${siteDist} holds no site build: run npm run build -w @fleet/site first`);

/** What the server prints on the console rather than through its logger (watched from before it starts). */
const printed: string[] = [];
beforeAll(() => {
  for (const method of ['error', 'warn', 'info', 'log'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void printed.push(args.map(String).join(' ')));
  }
});
afterEach(() => {
  printed.length = 0;
});

/** The server's lines, as the JSON it writes. */
const logged: Record<string, unknown>[] = [];

let server: TestServer;
beforeAll(async () => {
  const logger = await createLogger({ LOG_LEVEL: 'info' }, { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) });
  server = await startTestServer({ SITE_DIST: siteDist, ADMIN_DIST: adminDist }, logger);
});
afterAll(async () => {
  await server?.stop();
});

/** GET as written, over a socket of its own: fetch would tidy an address before sending it. */
async function get(target: string) {
  const answer = firstAnswer(await rawExchange(server.port, [`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`], { waitMs: 10_000 }));
  return { status: Number(answer.statusLine.split(' ')[1]), type: answer.headers['content-type'] ?? '', body: answer.body };
}

describe('an odd address', () => {
  it('with an encoded NUL answers 400 and says so, on a post’s address, a page and a file', async () => {
    for (const target of ['/blog/%00', '/about%00', '/_astro/%00.js', '/blog/a%00b']) {
      const answer = await get(target);
      expect(answer.status, target).toBe(400);
      expect(answer.type, target).toBe('text/plain; charset=UTF-8');
      expect(answer.body, target).toBe('This address is not valid: it holds a control character (%00 to %1F, %7F), which no page address has.');
    }
  });

  it('that is not valid percent-encoded UTF-8 answers 400 and says so, printing nothing', async () => {
    for (const target of ['/%', '/%zz', '/%C0%AF', '/blog/%E0%A4%A', '/blog/%FF', '/pricing/%']) {
      const answer = await get(target);
      expect(answer.status, target).toBe(400);
      expect(answer.body, target).toBe('This address is not valid: its percent-encoding (%XX) does not spell UTF-8 text.');
    }
    expect(printed).toEqual([]);
  });

  it('encoded over and over answers 400, where once it answered 500', async () => {
    const answer = await get(`/blog/%${'25'.repeat(12)}41`);
    expect(answer.status).toBe(400);
    expect(answer.body).toBe('This address is not valid: it is percent-encoded over and over.');
  });

  it('past 2 KB of path or 8 KB in all answers 414 and says so', async () => {
    const long = 'a'.repeat(5_000);
    for (const target of [
      `/${long}`,
      `/blog/${long}`,
      `/_astro/${long}.js`,
      `/uploads/${long}.png`,
      `/admin/${long}`,
      `/blog/all?search=${'b'.repeat(9_000)}`,
    ]) {
      const answer = await get(target);
      expect(answer.status, target.slice(0, 20)).toBe(414);
      expect(answer.body, target.slice(0, 20)).toMatch(/^This address is too long: /);
    }
    // The API answers in its own shape.
    const api = await get(`/functions/v1/fleet-stats?x=${'c'.repeat(9_000)}`);
    expect(api.status).toBe(414);
    expect(JSON.parse(api.body)).toMatchObject({ code: 'invalid_request' });
  });

  it('with a name past the file system’s limit, within 2 KB, answers 404 rather than 500', async () => {
    const name = 'n'.repeat(300);
    for (const target of [`/${name}`, `/_astro/${name}.js`, `/uploads/${name}.png`, `/admin/assets/${name}.js`]) {
      const answer = await get(target);
      expect([200, 404], target.slice(0, 20)).toContain(answer.status);
    }
    expect((await get(`/${name}`)).status).toBe(404);
    expect((await get(`/uploads/${name}.png`)).status).toBe(404);
  });

  it('with a NUL in its query answers 400 and says so; other odd queries are searched for as written', async () => {
    for (const target of ['/blog/all?search=%00', '/?q=%00', '/pricing?quantity.dr770x-2ch=%00']) {
      const answer = await get(target);
      expect(answer.status, target).toBe(400);
      expect(answer.body, target).toBe('This address is not valid: its query holds a NUL character (%00).');
    }
    for (const target of ['/blog/all?search=%zz', '/blog/all?search=%C0%AF', '/blog/all?search=100%']) {
      expect((await get(target)).status, target).toBe(200);
    }
    expect(logged.filter((line) => line.level === 'error')).toEqual([]);
  });
});

describe('what the site’s framework says', () => {
  it('goes to the JSON log, with the page, and nothing to the console', async () => {
    const before = logged.length;
    // Astro warns that robots.txt has no POST handler, and answers 404.
    const answer = firstAnswer(
      await rawExchange(server.port, ['POST /robots.txt HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 3\r\nConnection: close\r\n\r\na=b'], { waitMs: 10_000 }),
    );
    expect(answer.statusLine).toBe('HTTP/1.1 404 Not Found');
    await expect
      .poll(() => logged.slice(before).find((line) => String(line.msg).includes('No API Route handler exists for the method "POST"')))
      .toMatchObject({ level: 'warn', source: 'console' });
    expect(printed).toEqual([]);
  });
});
