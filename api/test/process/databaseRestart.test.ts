import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { type PrivatePostgres, startPrivatePostgres } from '../harness/privatePostgres.ts';
import { testBackend } from '../harness/testDatabase.ts';
import { anonFetch } from './anonFetch.ts';
import { type ServerProcess, spawnServer } from './spawnServer.ts';
import { type LeadLoad, startLeadLoad } from './startLeadLoad.ts';

/**
 * What an operator does to the database under a running server, tried for real on a PostgreSQL server of this
 * test's own: `pg_ctl stop -m fast` and start again (a failover, a minor-version upgrade), and the listener's
 * backend terminated. The process must keep running, answer 503 while the database is away without writing
 * half a lead, and come back by itself: ready again, and hearing about changes again.
 */

/** The public reads are cached 30 s: a change seen well within that was announced (NOTIFY), not expired. */
const announcedWithinMs = 15_000;
const listenerName = 'fleet-api listen public_cache';
// The site as built (npm test builds it before the API's tests): its pages come from the render cache while the database is away.
const siteDist = fileURLToPath(new URL('../../../site/dist', import.meta.url));
const pagesShown = ['/', '/pricing', '/blog/all', '/about'];
const unavailable = { error: 'The service is briefly unavailable. Please try again in a moment.', code: 'service_unavailable' };

let postgres: PrivatePostgres | undefined;
let server: ServerProcess | undefined;
let url = '';
let exited = false;

async function sql<Row extends object>(text: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: postgres!.url });
  await client.connect();
  try {
    return (await client.query<Row>(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** Says so at once when the server has exited, with what it wrote, rather than as a fetch that failed. */
function expectRunning(): void {
  if (exited) throw new Error(`the server exited; stderr:\n${server!.stderr()}`);
}

async function status(path: string): Promise<number> {
  expectRunning();
  const response = await fetch(`${url}${path}`);
  await response.arrayBuffer();
  return response.status;
}

/** A page as a reader meets it: its status and its text, scripts, styles and tags out. */
async function page(path: string): Promise<{ status: number; text: string }> {
  expectRunning();
  const response = await fetch(`${url}${path}`);
  const html = await response.text();
  const text = html
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<style\b[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
  return { status: response.status, text };
}

/** The fleet users the home page's statistics show. */
const usersOnHome = async () => Number(/Fleet Users ([\d,]+)/.exec((await page('/')).text)?.[1]?.replace(/,/g, ''));

async function usersShown(): Promise<number> {
  expectRunning();
  const response = await anonFetch(`${url}/functions/v1/fleet-stats`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { users: number }).users;
}

/** A change through SQL that fires the table's trigger (NOTIFY public_cache); the new count. */
async function changeUsers(): Promise<number> {
  const [row] = await sql<{ users: number }>('update fleet_stats set users = users + 1 returning users');
  return row!.users;
}

/** A change that announces nothing: the trigger is off for it, as if its NOTIFY had been lost. */
async function changeUsersSilently(): Promise<number> {
  const client = new pg.Client({ connectionString: postgres!.url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('alter table fleet_stats disable trigger fleet_stats_changed');
    const { rows } = await client.query<{ users: number }>('update fleet_stats set users = users + 1 returning users');
    await client.query('alter table fleet_stats enable trigger fleet_stats_changed');
    await client.query('commit');
    return rows[0]!.users;
  } finally {
    await client.end();
  }
}

/** The log lines (JSON, one a line) whose message includes `text`. */
const logged = (text: string) =>
  server!
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{') && (JSON.parse(line) as { msg?: string }).msg?.includes(text)).length;
const lostListener = () => logged('Lost the connection listening on public_cache');
const listenerBack = () => logged('Listening on public_cache again');

function postLead(email: string): Promise<Response> {
  return anonFetch(`${url}/functions/v1/send-contact-email`, {
    firstName: 'Restart',
    lastName: 'Test',
    email,
    company: 'Failover Freight',
    requirements: email,
  });
}

async function storedFor(email: string): Promise<{ leads: number; mails: number }> {
  const [row] = await sql<{ leads: number; mails: number }>(
    `select (select count(*)::int from leads where email = $1) as leads, (select count(*)::int from outbox where reply_to = $1) as mails`,
    [email],
  );
  return row!;
}

/** A kept-alive connection the server closed as it was reused: the client's side of a race a browser retries unseen. */
const closedWhileReused = (error: unknown) => ['UND_ERR_SOCKET', 'ECONNRESET'].includes((error as { cause?: { code?: string } }).cause?.code ?? '');

/** `read`, asked again once on a new connection when the kept-alive one was closed under it, as a browser does. */
async function readAsBrowsersDo<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!closedWhileReused(error)) throw error;
    return read();
  }
}

/** Loops reading a public read and /healthz until stopped, counting the answers by status; a request that gets no answer is a failure. */
function startReads() {
  const answers = { stats: new Map<number, number>(), healthz: new Map<number, number>(), failures: [] as string[] };
  const count = (map: Map<number, number>, code: number) => map.set(code, (map.get(code) ?? 0) + 1);
  let stopped = false;
  const loop = async () => {
    while (!stopped) {
      try {
        const stats = await readAsBrowsersDo(() => anonFetch(`${url}/functions/v1/fleet-stats`));
        const body = (await stats.json()) as { code?: string };
        count(answers.stats, stats.status);
        if (stats.status !== 200) expect(body).toEqual(unavailable);
        count(answers.healthz, await readAsBrowsersDo(() => status('/healthz')));
      } catch (error) {
        answers.failures.push(`${String(error)} (${String((error as { cause?: unknown }).cause)})`);
      }
    }
  };
  const running = loop();
  return {
    answers,
    rounds: () => [...answers.healthz.values()].reduce((sum, n) => sum + n, 0),
    async stop() {
      stopped = true;
      await running;
      return answers;
    },
  };
}

describe.skipIf(testBackend() !== 'postgres')('the server while its PostgreSQL restarts', () => {
  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    server = spawnServer('/nonexistent-data-dir', {
      DATABASE_URL: postgres.url,
      MFA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      SITE_DIST: siteDist,
    });
    void server.exited.then(() => {
      exited = true;
    });
    url = await server.waitUntilServing(60_000);
  }, 120_000);

  afterAll(async () => {
    await server?.kill('SIGKILL');
    await postgres?.cleanup();
  }, 60_000);

  it('keeps running while the database stops: 503 and nothing written, then ready again by itself', { timeout: 120_000 }, async () => {
    const reads = startReads();
    const leads: LeadLoad = startLeadLoad(url, 1);
    // Also when an expectation fails half-way: no loop may go on against a server that is gone.
    onTestFinished(() => Promise.all([reads.stop(), leads.stop()]).then(() => undefined));
    await expect.poll(() => reads.rounds() >= 5 && leads.acknowledged.size >= 5, { timeout: 30_000 }).toBe(true);

    // The pages visitors read, rendered while the database is there, and then dropped as a change would drop them.
    const shownBefore = new Map<string, string>();
    for (const path of pagesShown) shownBefore.set(path, (await page(path)).text);
    const changed = await changeUsers();
    await expect.poll(usersOnHome, { timeout: announcedWithinMs }).toBe(changed);

    await postgres!.stop('fast');
    const roundsAtStop = reads.rounds();
    await expect.poll(() => status('/readyz'), { timeout: 15_000 }).toBe(503);
    // While it is away, every page is shown as it last was whole: none is an error, none says it could not load.
    for (const path of pagesShown) {
      const shown = await page(path);
      expect(shown.status, path).toBe(200);
      expect(shown.text, path).not.toMatch(/Failed to load|could not be shown/);
      expect(shown.text.length, path).toBeGreaterThan(shownBefore.get(path)!.length / 2);
    }
    expect(await usersOnHome()).toBe(changed);
    const away = `away-${randomBytes(4).toString('hex')}@restart.example`;
    const refused = await postLead(away);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    expect(await refused.json()).toEqual(unavailable);
    const uncached = await fetch(`${url}/wp-json/wp/v2/posts?search=${randomBytes(4).toString('hex')}`);
    expect(uncached.status).toBe(503);
    expect(await uncached.json()).toMatchObject({ code: 'rest_service_unavailable', data: { status: 503 } });
    // Still serving, and not just between two requests: the reads went on while the database was away.
    await expect.poll(() => reads.rounds(), { timeout: 15_000 }).toBeGreaterThan(roundsAtStop + 3);
    expect(await status('/healthz')).toBe(200);
    expectRunning();

    await postgres!.start();
    await expect.poll(() => status('/readyz'), { timeout: 30_000 }).toBe(200);
    const after = `after-${randomBytes(4).toString('hex')}@restart.example`;
    const accepted = await postLead(after);
    expect(accepted.status, await accepted.clone().text()).toBe(200);

    const load = await leads.stop();
    const answers = await reads.stop();
    expect(answers.failures, 'requests that got no answer').toEqual([]);
    expect([...answers.healthz.keys()]).toEqual([200]);
    // From the cache while it lasts (30 s), else 503: never a 500.
    expect([...answers.stats.keys()].filter((code) => code !== 200 && code !== 503)).toEqual([]);
    expect(load.failed, 'lead posts that got no answer').toBe(0);
    expect(load.refused, 'lead posts answered 503 while the database was away').toBeGreaterThan(0);

    expect(await storedFor(away)).toEqual({ leads: 0, mails: 0 });
    expect(await storedFor(after)).toEqual({ leads: 1, mails: 1 });
    // Every lead under load is whole: each stored one has its e-mail, and each one acknowledged was stored.
    const stored = await sql<{ email: string; mails: number }>(
      `select l.email, count(o.id)::int as mails from leads l left join outbox o on o.lead_id = l.id
       where l.email like '%@crash.example' group by l.id, l.email`,
    );
    expect(stored.filter((row) => row.mails !== 1)).toEqual([]);
    const storedEmails = new Set(stored.map((row) => row.email));
    expect([...leads.acknowledged].filter((email) => !storedEmails.has(email))).toEqual([]);
    expectRunning();
  });

  it('listens again by itself after the restart, logged once when lost and once when back', { timeout: 60_000 }, async () => {
    await expect.poll(listenerBack, { timeout: 30_000 }).toBe(1);
    expect(lostListener()).toBe(1);

    // The first change refreshes the cached read; the second, seen well within its 30 s, proves the NOTIFY came.
    await expect.poll(usersShown, { timeout: 35_000 }).toBe(await changeUsers());
    const announced = await changeUsers();
    await expect.poll(usersShown, { timeout: announcedWithinMs }).toBe(announced);
  });

  it('listens again when only its connection is cut, and drops what it cached since it may have missed changes', { timeout: 60_000 }, async () => {
    await expect.poll(usersShown, { timeout: 35_000 }).toBe(await changeUsers());
    const before = await usersShown();
    await expect.poll(usersOnHome, { timeout: announcedWithinMs }).toBe(before);
    const missed = await changeUsersSilently();
    expect(await usersShown(), 'answered from the cache: the change announced nothing').toBe(before);
    expect(await usersOnHome(), 'the page kept: the change announced nothing').toBe(before);

    const terminated = await sql<{ ok: boolean }>('select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = $1', [listenerName]);
    expect(terminated).toEqual([{ ok: true }]);
    await expect.poll(usersShown, { timeout: announcedWithinMs }).toBe(missed);
    await expect.poll(usersOnHome, { timeout: announcedWithinMs }).toBe(missed);
    await expect.poll(listenerBack, { timeout: 10_000 }).toBe(2);
    expect(lostListener()).toBe(2);

    const announced = await changeUsers();
    await expect.poll(usersShown, { timeout: announcedWithinMs }).toBe(announced);
    expect(await status('/healthz')).toBe(200);
    expectRunning();
  });

  it('shuts down cleanly on SIGTERM while the database is away', { timeout: 60_000 }, async () => {
    await postgres!.stop('fast');
    await expect.poll(() => status('/readyz'), { timeout: 15_000 }).toBe(503);
    expect(await server!.kill('SIGTERM')).toEqual({ code: 0, signal: null });
  });
});
