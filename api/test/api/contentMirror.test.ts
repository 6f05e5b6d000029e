import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts as seedPosts } from '../../src/db/seed/content/index.ts';
import { createLogger } from '../../src/logging/createLogger.ts';
import { createContentMirror } from '../../src/services/contentMirror/createContentMirror.ts';
import { type FakeWordPress, startFakeWordPress, type Trouble } from '../harness/fakeWordPress.ts';
import { roomInRateWindow } from '../harness/roomInRateWindow.ts';
import { startTestServer, superAdmin, type TestServer } from '../harness/startTestServer.ts';

/**
 * The mirror of a WordPress site against a stand-in that can misbehave on cue: the first import in place of
 * the seeded posts, what a push answers, the site following each change, and a source that is down or
 * answers garbage leaving the last good mirror. test/wordpress tries the same against a real WordPress.
 */

const siteDist = fileURLToPath(new URL('../../../site/dist', import.meta.url));
if (!existsSync(`${siteDist}/server/entry.mjs`)) throw new Error(`${siteDist} holds no site build: run npm run build -w @fleet/site first`);

const secret = 'a-shared-secret-of-some-length';
const logLines: { level: string; msg: string }[] = [];
let wordpress: FakeWordPress;
let server: TestServer;
let admin: TestServer['api'];

const push = (headers: Record<string, string> = { 'X-Content-Sync-Secret': secret }, body?: string) =>
  fetch(`${server.url}/functions/v1/content-sync`, { method: 'POST', headers: { ...headers, ...(body ? { 'Content-Type': 'application/json' } : {}) }, body });

async function pushed() {
  const response = await push();
  const body = (await response.json()) as {
    added: number;
    updated: number;
    removed: number;
    changes: Record<'added' | 'updated' | 'removed', { id: number; title: string }[]>;
  };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body;
}

async function status() {
  const { data, error } = await admin.GET('/functions/v1/content-sync');
  if (!data) throw new Error(`getContentSync: ${JSON.stringify(error)}`);
  return data;
}

const postsApi = async (query = '') => {
  const response = await fetch(`${server.url}/wp-json/wp/v2/posts?per_page=100${query}`);
  return (await response.json()) as {
    id: number;
    slug: string;
    title: { rendered: string };
    acf: unknown;
    featured_media: number;
    _embedded?: Record<string, unknown[]>;
  }[];
};
const page = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, html: await response.text(), csp: response.headers.get('content-security-policy') ?? '' };
};

beforeAll(async () => {
  wordpress = await startFakeWordPress();
  wordpress.categories.set(7, { id: 7, name: 'Fleet &amp; News', slug: 'fleet-news', description: 'From the road.' });
  wordpress.tags.set(20, { id: 20, name: 'Modem', slug: 'modem', description: '' });
  wordpress.users.set(2, { id: 2, name: 'Nobody Yet', slug: 'nobody', description: '', url: '' });
  wordpress.media.set(30, {
    id: 30,
    slug: 'fleet',
    title: 'Fleet',
    file: '2026/01/fleet.jpg',
    width: 1200,
    height: 675,
    alt_text: 'Vans in a row',
    caption: 'At dawn.',
  });
  wordpress.save({
    id: 201,
    title: 'Hello fleet',
    content: '<p id="probe">Mirrored body</p><script>window.__hostile = 1</script><img src="x" onerror="window.__hostile = 2">',
    categories: [7],
    tags: [20],
    featured_media: 30,
    acf: { youtube_video_id: 'abcDEF12345', youtube_url: 'https://www.youtube.com/watch?v=abcDEF12345' },
  });
  wordpress.save({ id: 202, title: 'Second post' });
  wordpress.save({ id: 203, title: 'Still a draft', status: 'draft' });
  wordpress.save({ id: 204, title: 'Members only', protected: true });

  const logger = await createLogger({ LOG_LEVEL: 'info' }, { write: (line: string) => logLines.push(JSON.parse(line) as { level: string; msg: string }) });
  server = await startTestServer({ CONTENT_SOURCE_URL: wordpress.url, CONTENT_SYNC_SECRET: secret, CONTENT_SYNC_INTERVAL: '1h', SITE_DIST: siteDist }, logger);
  admin = server.as(await server.signIn(superAdmin.email, superAdmin.password));
});
afterAll(async () => {
  await server?.stop();
  await wordpress?.close();
});

describe('the first import', () => {
  it('replaces the seeded posts with the published posts of the source, as soon as the server starts', async () => {
    await expect.poll(async () => (await status()).last_run?.result, { timeout: 20_000 }).toBe('ok');
    const sync = await status();
    expect(sync).toMatchObject({
      configured: true,
      source_url: wordpress.url,
      interval_seconds: 3600,
      push_enabled: true,
      last_run: { result: 'ok', full: true, added: 2, updated: 0, removed: seedPosts.length, error: null },
      consecutive_failures: 0,
      mirrored: { posts: 2, categories: 2, tags: 1, authors: 1, media: 1 },
    });
    expect(sync.last_modified_gmt).toBe(wordpress.posts.get(202)?.modified.toISOString());
    expect(logLines.some((line) => line.level === 'info' && line.msg?.startsWith(`[content-sync] First import from ${wordpress.url}`))).toBe(true);

    // Drafts and password-protected posts are not public: they stay out.
    expect((await postsApi()).map((post) => post.id)).toEqual([202, 201]);
    expect(await postsApi('&slug=caught-hailstorm-i-25')).toEqual([]);
  });

  it('keeps the WordPress ids, the categories and tags, the author (public fields), the picture at the source and the maker meta', async () => {
    const [post] = await postsApi('&slug=hello-fleet&_embed=1');
    expect(post).toMatchObject({
      id: 201,
      title: { rendered: 'Hello fleet' },
      featured_media: 30,
      categories: [7],
      acf: { youtube_video_id: 'abcDEF12345', youtube_url: 'https://www.youtube.com/watch?v=abcDEF12345' },
    });
    expect(post?._embedded?.author?.[0]).toMatchObject({
      id: 1,
      name: 'Erin Editor',
      slug: 'erin',
      description: 'Writes the news.',
      url: 'https://erin.example.org',
    });
    expect(post?._embedded?.['wp:featuredmedia']?.[0]).toMatchObject({
      id: 30,
      alt_text: 'Vans in a row',
      caption: { rendered: '<p>At dawn.</p>\n' },
      source_url: `${wordpress.origin}/wp-content/uploads/2026/01/fleet.jpg`,
      media_details: { width: 1200, height: 675 },
    });
    expect(await server.db.query('select post_id, tag_id from wp_post_tags')).toEqual([{ post_id: 201, tag_id: 20 }]);
    const categories = (await (await fetch(`${server.url}/wp-json/wp/v2/categories`)).json()) as { id: number; name: string }[];
    expect(categories.map((c) => [c.id, c.name])).toEqual([
      [7, 'Fleet &amp; News'],
      [1, 'Uncategorized'],
    ]);
  });

  it('is what the site shows: /blog/all, the post page with its body sanitised, its picture allowed by the page policy', async () => {
    const list = await page('/blog/all');
    expect(list.status).toBe(200);
    expect(list.html).toContain('Hello fleet');
    expect(list.html).toContain('Second post');
    expect(list.html).not.toContain('Hailstorm on the I-25');

    const post = await page('/blog/hello-fleet');
    expect(post.status).toBe(200);
    expect(post.html).toContain('<p id="probe">Mirrored body</p>');
    expect(post.html).not.toMatch(/<script>window|onerror=/);
    expect(post.html).toContain(`${wordpress.origin}/wp-content/uploads/2026/01/fleet.jpg`);
    expect(post.csp).toMatch(new RegExp(`img-src [^;]*${wordpress.origin.replaceAll('.', '\\.')}`));
    expect((await page('/blog/caught-hailstorm-i-25')).status).toBe(404);
  });
});

describe('a push from the source', () => {
  it('syncs at once and answers what changed: an edit, a new post, an unpublished one and a deleted one', async () => {
    wordpress.save({ id: 201, title: 'Hello fleet, edited' });
    const edited = await pushed();
    expect(edited).toMatchObject({
      result: 'ok',
      full: false,
      added: 0,
      updated: 1,
      removed: 0,
      changes: { updated: [{ id: 201, title: 'Hello fleet, edited' }] },
    });
    expect((await postsApi('&slug=hello-fleet'))[0]?.title.rendered).toBe('Hello fleet, edited');
    expect((await page('/blog/hello-fleet')).html).toContain('Hello fleet, edited');

    const added = wordpress.save({ title: 'Brand new', categories: [7] });
    expect(await pushed()).toMatchObject({ added: 1, updated: 0, removed: 0, changes: { added: [{ id: added.id, title: 'Brand new' }] } });
    expect((await page('/blog/brand-new')).status).toBe(200);

    wordpress.save({ id: 202, title: 'Second post', status: 'draft' });
    wordpress.posts.delete(added.id);
    const gone = await pushed();
    expect(gone).toMatchObject({ added: 0, updated: 0, removed: 2 });
    expect(gone.changes.removed.map((post) => post.id).sort((a, b) => a - b)).toEqual([added.id, 202].sort((a, b) => a - b));
    expect((await postsApi()).map((post) => post.id)).toEqual([201]);
    expect((await page('/blog/brand-new')).status).toBe(404);
    expect((await page('/blog/all')).html).not.toContain('Second post');
  });

  it('counts nothing when nothing changed, and lets two posts swap their slugs', async () => {
    expect(await pushed()).toMatchObject({ added: 0, updated: 0, removed: 0 });
    const other = wordpress.save({ id: 205, title: 'Other', slug: 'other' });
    await pushed();
    wordpress.save({ id: 201, title: 'Hello fleet, edited', slug: 'other' });
    wordpress.save({ id: other.id, title: 'Other', slug: 'hello-fleet' });
    expect(await pushed()).toMatchObject({ updated: 2, removed: 0 });
    expect((await postsApi('&slug=other'))[0]?.id).toBe(201);
    expect((await postsApi('&slug=hello-fleet'))[0]?.id).toBe(other.id);
  });

  it('takes away a post once WordPress puts it behind a password', async () => {
    const guarded = wordpress.save({ title: 'Soon behind a password' });
    expect(await pushed()).toMatchObject({ added: 1 });
    wordpress.save({ id: guarded.id, title: 'Soon behind a password', protected: true });
    expect(await pushed()).toMatchObject({ added: 0, removed: 1, changes: { removed: [{ id: guarded.id, title: 'Soon behind a password' }] } });
    expect(await postsApi(`&slug=${guarded.slug}`)).toEqual([]);
  });

  it('refuses a missing or wrong secret without reading the source, and ignores any body', async () => {
    const before = wordpress.requests.length;
    for (const headers of [
      {} as Record<string, string>,
      { 'X-Content-Sync-Secret': `${secret}x` },
      { 'X-Content-Sync-Secret': secret.slice(0, -1) },
      { Authorization: `Bearer ${secret}` },
    ]) {
      const response = await push(headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Invalid sync secret', code: 'invalid_credentials' });
    }
    expect(wordpress.requests.length).toBe(before);
    expect((await push({ 'X-Content-Sync-Secret': secret }, '{"post_id":201,"status":"publish"}')).status).toBe(200);
  });

  it('answers 202 while another instance syncs, which then syncs once more', async () => {
    await server.db.query(`update content_sync_state set lease_owner = 'another-instance', lease_until = now() + interval '1 minute'`);
    try {
      const response = await push();
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ result: 'queued', message: 'Another instance is syncing; it syncs once more when it is done' });
      const [row] = await server.db.query<{ asked: boolean }>('select requested_at is not null as asked from content_sync_state');
      expect(row?.asked).toBe(true);
      expect((await status()).running).toBe(true);
    } finally {
      await server.db.query('update content_sync_state set lease_owner = null, lease_until = null, requested_at = null');
    }
  });

  it('is rate limited per address, counted before the secret is checked', async () => {
    // 30 pushes a minute, counted in windows aligned to the clock.
    await roomInRateWindow(60);
    await server.db.query(`delete from rate_limits where key like 'content-sync:%'`);
    try {
      const answers: number[] = [];
      for (let n = 0; n < 31; n++) answers.push((await push({ 'X-Content-Sync-Secret': 'wrong-guess' })).status);
      expect(answers.slice(0, 28).every((s) => s === 401)).toBe(true);
      const limited = await push();
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await server.db.query(`delete from rate_limits where key like 'content-sync:%'`);
    }
  });
});

describe('a source that misbehaves', () => {
  const troubles: [Trouble, RegExp][] = [
    ['html', /answered text\/html; charset=UTF-8 rather than JSON$/],
    ['bad-post', /^post \d+: title\.rendered is not text of at most 2000 characters$/],
    ['truncated', /answered something that is not JSON$/],
    ['down', /answered 503 \(maintenance\)$/],
  ];

  it.each(troubles)('answering %s leaves the last good mirror, and the failure is recorded and logged with its reason', async (trouble, reason) => {
    const mirrored = await postsApi();
    const before = await status();
    wordpress.save({ id: 201, title: 'An edit that cannot arrive' });
    wordpress.trouble = trouble;
    try {
      const response = await push();
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ error: 'The content source could not be read; the last good mirror stays', code: 'content_source_unavailable' });
      expect(await postsApi()).toEqual(mirrored);
      expect((await page('/blog/hello-fleet')).status).toBe(200);

      const after = await status();
      expect(after.last_run).toMatchObject({ result: 'failed', added: 0, updated: 0, removed: 0 });
      expect(after.last_run?.error).toMatch(reason);
      expect(after.consecutive_failures).toBe(before.consecutive_failures + 1);
      expect(after.last_success_at).toBe(before.last_success_at);
      // Sooner than the interval after a failure: 1/32 of it, doubling with each failure in a row.
      const wait = (Date.parse(after.next_attempt_at ?? '') - Date.parse(after.last_run?.finished_at ?? '')) / 1000;
      expect(wait).toBeCloseTo(112.5 * 2 ** before.consecutive_failures, 0);
      const logged = logLines.filter((line) => line.level === 'warn' && line.msg?.startsWith(`[content-sync] Could not sync from ${wordpress.url}: `)).at(-1);
      expect(logged?.msg).toContain(after.last_run?.error ?? '?');
      expect(logged?.msg).toMatch(/The last good mirror stays; next try in \d+ s$/);
    } finally {
      wordpress.trouble = undefined;
    }
  });

  it('catches up once the source answers again', async () => {
    expect(await pushed()).toMatchObject({ updated: 1, changes: { updated: [{ id: 201, title: 'An edit that cannot arrive' }] } });
    expect((await status()).consecutive_failures).toBe(0);
  });
});

describe('instances sharing one database', () => {
  it('sync one at a time: a second asking meanwhile is queued, and the first syncs once more for it', async () => {
    const logger = await createLogger({ LOG_LEVEL: 'silent' });
    const source = { url: wordpress.url, intervalMs: 3_600_000, secret: undefined };
    const first = createContentMirror(server.db, { source, logger });
    const second = createContentMirror(server.db, { source, logger });
    wordpress.delayMs = 100;
    const rounds = () => wordpress.requests.filter((request) => request.startsWith('GET /wp-json/wp/v2/posts?_fields=id&')).length;
    const roundsBefore = rounds();
    try {
      const running = first.syncNow();
      await expect.poll(async () => (await status()).running).toBe(true);
      const late = wordpress.save({ title: 'Written during a sync' });
      expect(await second.syncNow()).toEqual({ result: 'queued' });
      const outcome = await running;
      expect(outcome).toMatchObject({ result: 'ok' });
      expect(outcome.result === 'ok' && outcome.changes.added.map((post) => post.id)).toEqual([late.id]);
      expect((await postsApi()).map((post) => post.id)).toContain(late.id);
      expect(rounds() - roundsBefore).toBe(2);
    } finally {
      wordpress.delayMs = 0;
      await first.stop();
      await second.stop();
    }
  });
});

describe('a source that is gone', () => {
  it('leaves the site serving the last good mirror', async () => {
    const mirrored = await postsApi();
    await wordpress.close();
    const response = await push();
    expect(response.status).toBe(502);
    expect((await status()).last_run?.error).toMatch(/failed: ECONNREFUSED$/);
    expect(await postsApi()).toEqual(mirrored);
    expect((await page('/blog/other')).status).toBe(200);
    expect((await page('/blog/all')).html).toContain('An edit that cannot arrive');
  });
});
