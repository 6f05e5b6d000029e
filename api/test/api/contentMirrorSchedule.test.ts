import { afterAll, describe, expect, it } from 'vitest';
import { posts as seedPosts } from '../../src/db/seed/content/index.ts';
import { createLogger } from '../../src/logging/createLogger.ts';
import { type FakeWordPress, startFakeWordPress } from '../harness/fakeWordPress.ts';
import { startTestServer, superAdmin, type TestServer } from '../harness/startTestServer.ts';

/** The mirror on its own clock: retries that wait longer after each failure, then syncs on the interval. */

const started: { stop(): Promise<void> }[] = [];
afterAll(async () => {
  for (const thing of started.reverse()) await thing.stop();
});

async function statusOf(server: TestServer) {
  const admin = server.as(await server.signIn(superAdmin.email, superAdmin.password));
  return async () => {
    const { data } = await admin.GET('/functions/v1/content-sync');
    if (!data) throw new Error('getContentSync did not answer');
    return data;
  };
}

const postIds = async (server: TestServer) =>
  ((await (await fetch(`${server.url}/wp-json/wp/v2/posts?per_page=100`)).json()) as { id: number }[]).map((post) => post.id);

describe('without CONTENT_SOURCE_URL', () => {
  it('keeps the seeded posts, answers a push with 404, and says so to the dashboard', async () => {
    const server = await startTestServer();
    started.push(server);
    const response = await fetch(`${server.url}/functions/v1/content-sync`, { method: 'POST', headers: { 'X-Content-Sync-Secret': 'anything-at-all-really' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'No content source is configured (CONTENT_SOURCE_URL)', code: 'not_found' });
    expect(await (await statusOf(server))()).toEqual({
      configured: false,
      source_url: null,
      interval_seconds: 300,
      push_enabled: false,
      running: false,
      last_run: null,
      last_success_at: null,
      last_modified_gmt: null,
      consecutive_failures: 0,
      next_attempt_at: null,
      mirrored: expect.objectContaining({ posts: seedPosts.filter((post) => post.status === 'publish').length }),
    });
  });
});

describe('on the interval', () => {
  it('retries a source that is down sooner, waiting twice as long each time up to the interval; the seeded posts stay until the first import', async () => {
    const wordpress: FakeWordPress = await startFakeWordPress();
    started.push({ stop: () => wordpress.close() });
    wordpress.save({ id: 301, title: 'First from the source' });
    wordpress.trouble = 'down';
    const messages: string[] = [];
    const logger = await createLogger({ LOG_LEVEL: 'warn' }, { write: (line: string) => messages.push((JSON.parse(line) as { msg?: string }).msg ?? '') });
    const server = await startTestServer({ CONTENT_SOURCE_URL: wordpress.url, CONTENT_SYNC_INTERVAL: '4s' }, logger);
    started.push(server);
    const status = await statusOf(server);

    const waits: number[] = [];
    for (const failures of [1, 2, 3, 4]) {
      await expect.poll(async () => (await status()).consecutive_failures, { timeout: 10_000 }).toBeGreaterThanOrEqual(failures);
      const now = await status();
      waits.push((Date.parse(now.next_attempt_at ?? '') - Date.parse(now.last_run?.finished_at ?? '')) / 1000);
    }
    expect(waits.map(Math.round)).toEqual([1, 2, 4, 4]);
    const retries = messages.filter((msg) => msg.startsWith(`[content-sync] Could not sync from ${wordpress.url}: GET /wp-json/wp/v2/posts?`));
    expect(retries.slice(0, 4).map((msg) => /next try in (\d+) s$/.exec(msg)?.[1])).toEqual(['1', '2', '4', '4']);
    expect(retries[0]).toContain('answered 503 (maintenance). The last good mirror stays');
    expect((await postIds(server)).length).toBe(seedPosts.filter((post) => post.status === 'publish').length);

    // No secret configured: the site cannot ask, the interval does the work.
    const push = await fetch(`${server.url}/functions/v1/content-sync`, { method: 'POST', headers: { 'X-Content-Sync-Secret': 'anything-at-all-really' } });
    expect(push.status).toBe(404);
    expect(await push.json()).toEqual({ error: 'Syncing on request is off: CONTENT_SYNC_SECRET is not set', code: 'not_found' });

    wordpress.trouble = undefined;
    await expect.poll(() => postIds(server), { timeout: 10_000 }).toEqual([301]);
    expect(await status()).toMatchObject({ consecutive_failures: 0, last_run: { result: 'ok', full: true, added: 1 } });

    const next = wordpress.save({ title: 'Second from the source' });
    await expect.poll(() => postIds(server), { timeout: 10_000 }).toEqual([next.id, 301]);
    expect((await status()).last_run).toMatchObject({ result: 'ok', full: false, added: 1 });
  }, 60_000);
});
