import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logging/createLogger.ts';
import { startTestServer, superAdmin, type TestServer } from '../harness/startTestServer.ts';
import { type RealWordPress, startWordPress } from './startWordPress.ts';

/**
 * The backlog item's proof, against a real WordPress (Debian's package, on loopback): a post written there
 * through WordPress' own REST API, with a category, a tag, a featured image and the maker's meta, shows on
 * /blog/all, on its own page, in the feed, in the sitemap and in this server's content API after one sync; an
 * edit follows; unpublishing and deleting take posts away; and with the WordPress stopped the site still
 * serves the last good mirror while the failed syncs are recorded with their reason.
 */

const siteDist = fileURLToPath(new URL('../../../site/dist', import.meta.url));
if (!existsSync(`${siteDist}/server/entry.mjs`)) throw new Error(`${siteDist} holds no site build: run npm run build -w @fleet/site first`);
const picture = readFileSync(new URL('../../uploads/2025/03/fleet-dashboard-overview.webp', import.meta.url));

const secret = 'real-wordpress-push-secret';
const logLines: { level: string; msg?: string }[] = [];
let wordpress: RealWordPress;
let server: TestServer;
let admin: TestServer['api'];

interface WpItem {
  id: number;
  slug: string;
  source_url?: string;
}

const ids = { category: 0, tag: 0, media: 0, post: 0, doomed: 0, helloWorld: 1 };
let pictureUrl = '';

async function push() {
  const response = await fetch(`${server.url}/functions/v1/content-sync`, { method: 'POST', headers: { 'X-Content-Sync-Secret': secret } });
  return {
    status: response.status,
    body: (await response.json()) as {
      added: number;
      updated: number;
      removed: number;
      changes: Record<'added' | 'updated' | 'removed', { id: number; title: string }[]>;
    },
  };
}

async function status() {
  const { data } = await admin.GET('/functions/v1/content-sync');
  if (!data) throw new Error('getContentSync did not answer');
  return data;
}

const ourPosts = async (query: string) =>
  (await (await fetch(`${server.url}/wp-json/wp/v2/posts?${query}`)).json()) as {
    id: number;
    title: { rendered: string };
    categories: number[];
    acf: unknown;
    featured_media: number;
    _embedded?: Record<string, Record<string, unknown>[]>;
  }[];
const page = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, html: await response.text(), csp: response.headers.get('content-security-policy') ?? '' };
};

beforeAll(async () => {
  wordpress = await startWordPress();
  const category = await wordpress.rest<WpItem>('POST', 'categories', { name: 'Fleet News', description: 'From the road.' });
  const tag = await wordpress.rest<WpItem>('POST', 'tags', { name: 'Modem' });
  const media = await wordpress.rest<WpItem>('POST', 'media', picture, {
    'Content-Type': 'image/webp',
    'Content-Disposition': 'attachment; filename=fleet-dashboard.webp',
  });
  await wordpress.rest('POST', `media/${media.id}`, { alt_text: 'The fleet dashboard' });
  Object.assign(ids, { category: category.id, tag: tag.id, media: media.id });
  pictureUrl = media.source_url ?? '';

  const logger = await createLogger({ LOG_LEVEL: 'info' }, { write: (line: string) => logLines.push(JSON.parse(line) as { level: string; msg?: string }) });
  server = await startTestServer({ CONTENT_SOURCE_URL: wordpress.url, CONTENT_SYNC_SECRET: secret, CONTENT_SYNC_INTERVAL: '1h', SITE_DIST: siteDist }, logger);
  admin = server.as(await server.signIn(superAdmin.email, superAdmin.password));
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await wordpress?.stop();
});

describe('a WordPress site mirrored', () => {
  it('starts with what the WordPress publishes, and nothing of the seeded posts', async () => {
    // The first import runs as the server starts.
    await expect.poll(async () => (await status()).last_run?.result, { timeout: 30_000 }).toBe('ok');
    expect((await ourPosts('per_page=100')).map((post) => post.title.rendered)).toEqual(['Hello world!']);
    expect((await status()).mirrored).toMatchObject({ posts: 1, tags: 1, media: 0 });
  });

  it('shows a post written in WordPress on /blog/all, on its own page and in the content API after one sync', async () => {
    const post = await wordpress.rest<WpItem>('POST', 'posts', {
      title: 'Real WordPress: Hail on the I-25',
      content: '<p id="probe">Written in a real WordPress.</p><script>window.__hostile = 1</script><p><img src="x" onerror="window.__hostile = 2"></p>',
      excerpt: 'A storm, mirrored.',
      status: 'publish',
      categories: [ids.category],
      tags: [ids.tag],
      featured_media: ids.media,
      acf: { youtube_video_id: 'Hl8sTo4YcDi', youtube_url: 'https://www.youtube.com/watch?v=Hl8sTo4YcDi' },
    });
    ids.post = post.id;
    const { status: code, body } = await push();
    expect(code).toBe(200);
    expect(body).toMatchObject({ added: 1, updated: 0, removed: 0, changes: { added: [{ id: post.id, title: 'Real WordPress: Hail on the I-25' }] } });

    const list = await page('/blog/all');
    expect(list.status).toBe(200);
    expect(list.html).toContain('Real WordPress: Hail on the I-25');

    expect((await page('/blog/feed.xml')).html).toContain('<title>Real WordPress: Hail on the I-25</title>');
    expect((await page('/sitemap.xml')).html).toContain(`/blog/${post.slug}</loc><lastmod>`);

    const own = await page(`/blog/${post.slug}`);
    expect(own.status).toBe(200);
    expect(own.html).toContain('<p id="probe">Written in a real WordPress.</p>');
    // WordPress let its administrator keep the script; the page does not.
    expect(own.html).not.toMatch(/<script>window|onerror=/);
    expect(own.html).toContain(pictureUrl);
    expect(own.csp).toContain(`img-src 'self' data: https://i.ytimg.com http://localhost:8080 ${wordpress.origin}`);

    const [mirrored] = await ourPosts(`slug=${post.slug}&_embed=1`);
    expect(mirrored).toMatchObject({
      id: post.id,
      categories: [ids.category],
      featured_media: ids.media,
      acf: { youtube_video_id: 'Hl8sTo4YcDi', youtube_url: 'https://www.youtube.com/watch?v=Hl8sTo4YcDi' },
    });
    expect(mirrored?._embedded?.author?.[0]).toMatchObject({ name: 'Erin Editor', description: 'Writes the fleet news.' });
    expect(mirrored?._embedded?.['wp:featuredmedia']?.[0]).toMatchObject({
      id: ids.media,
      source_url: pictureUrl,
      alt_text: 'The fleet dashboard',
      media_details: { width: 1200, height: 675 },
    });
    expect(mirrored?._embedded?.['wp:term']?.[0]).toMatchObject([{ id: ids.category, name: 'Fleet News' }]);
    expect(await server.db.query('select tag_id from wp_post_tags where post_id = $1', [post.id])).toEqual([{ tag_id: ids.tag }]);
    // The picture is where the mirror says it is.
    expect((await fetch(pictureUrl)).headers.get('content-type')).toBe('image/webp');
  });

  it('follows an edit', async () => {
    await wordpress.rest('POST', `posts/${ids.post}`, { title: 'Real WordPress: Hail on the I-25, updated' });
    const { body } = await push();
    expect(body).toMatchObject({
      added: 0,
      updated: 1,
      removed: 0,
      changes: { updated: [{ id: ids.post, title: 'Real WordPress: Hail on the I-25, updated' }] },
    });
    expect((await page('/blog/all')).html).toContain('Real WordPress: Hail on the I-25, updated');
    expect((await ourPosts(`include=${ids.post}`))[0]?.title.rendered).toBe('Real WordPress: Hail on the I-25, updated');
  });

  it("mirrors a post's language and its translation as Polylang shows them", async () => {
    const german = await wordpress.rest<WpItem>('POST', 'posts', { title: 'Hagel auf der I-25', status: 'publish', lang: 'de' });
    expect((await push()).body).toMatchObject({ added: 1, updated: 0 });
    // Linked from the English side, as an editor adds a translation: WordPress saves the English post alone.
    const english = await wordpress.rest<WpItem & { translations: unknown }>('POST', 'posts', {
      title: 'Hail on the I-25, in English',
      status: 'publish',
      lang: 'en',
      translations: { de: german.id },
    });
    expect(english.translations).toEqual({ de: german.id, en: english.id });
    expect((await wordpress.rest<{ translations: unknown }>('GET', `posts/${german.id}`)).translations).toEqual({ de: german.id, en: english.id });
    // The German post may be read again too: each sync reads the last minute again.
    expect((await push()).body).toMatchObject({ added: 1, changes: { added: [{ id: english.id }] } });

    const languages = async (query: string) =>
      Object.fromEntries(
        ((await ourPosts(`per_page=100&${query}`)) as unknown as { id: number; lang: unknown; translations: unknown }[]).map((post) => [
          post.id,
          [post.lang, post.translations],
        ]),
      );
    expect(await languages('')).toEqual({
      [german.id]: ['de', { en: english.id }],
      [english.id]: ['en', { de: german.id }],
      [ids.post]: [null, {}],
      [ids.helloWorld]: [null, {}],
    });
    expect(Object.keys(await languages('lang=de'))).toEqual([String(german.id)]);
    expect(
      Object.keys(await languages('lang=en'))
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([ids.helloWorld, ids.post, english.id].sort((a, b) => a - b));

    // Once the German post is saved again, the mirror holds the link on both sides.
    await wordpress.rest('POST', `posts/${german.id}`, { title: 'Hagel auf der I-25 (aktualisiert)' });
    expect((await push()).body).toMatchObject({ added: 0, updated: 1 });
    expect(await server.db.query('select id, lang, translations from wp_posts where id = any($1::int[]) order by id', [[german.id, english.id]])).toEqual([
      { id: german.id, lang: 'de', translations: { en: english.id } },
      { id: english.id, lang: 'en', translations: { de: german.id } },
    ]);

    for (const id of [german.id, english.id]) await wordpress.rest('DELETE', `posts/${id}?force=true`);
    expect((await push()).body).toMatchObject({ added: 0, updated: 0, removed: 2 });
  });

  it('takes away a post unpublished in WordPress', async () => {
    const doomed = await wordpress.rest<WpItem>('POST', 'posts', { title: 'Soon a draft again', content: '<p>Briefly public.</p>', status: 'publish' });
    expect((await push()).body).toMatchObject({ added: 1 });
    expect((await page(`/blog/${doomed.slug}`)).status).toBe(200);

    await wordpress.rest('POST', `posts/${doomed.id}`, { status: 'draft' });
    expect((await push()).body).toMatchObject({ added: 0, updated: 0, removed: 1, changes: { removed: [{ id: doomed.id, title: 'Soon a draft again' }] } });
    expect((await page(`/blog/${doomed.slug}`)).status).toBe(404);
    expect((await page('/blog/all')).html).not.toContain('Soon a draft again');
    expect((await page('/blog/feed.xml')).html).not.toContain('Soon a draft again');
    expect((await page('/sitemap.xml')).html).not.toContain(`/blog/${doomed.slug}<`);
    expect(await ourPosts(`slug=${doomed.slug}`)).toEqual([]);
    ids.doomed = doomed.id;
  });

  it('takes away posts deleted in WordPress, whether trashed or deleted for good', async () => {
    const trashed = await wordpress.rest<WpItem>('POST', 'posts', { title: 'Bound for the trash', status: 'publish' });
    expect((await push()).body).toMatchObject({ added: 1 });
    await wordpress.rest('DELETE', `posts/${trashed.id}`);
    await wordpress.rest('DELETE', `posts/${ids.helloWorld}?force=true`);
    const { body } = await push();
    expect(body).toMatchObject({ added: 0, updated: 0, removed: 2 });
    expect(body.changes.removed.map((post) => post.id).sort((a, b) => a - b)).toEqual([ids.helloWorld, trashed.id].sort((a, b) => a - b));
    expect((await ourPosts('per_page=100')).map((post) => post.id)).toEqual([ids.post]);
    expect((await page('/blog/hello-world')).status).toBe(404);
  });

  it('keeps serving the last good mirror when the WordPress stops, and records why each sync failed', async () => {
    const mirrored = await ourPosts('per_page=100&_embed=1');
    const failures = (await status()).consecutive_failures;

    // First the database: WordPress still answers, with its error page.
    await wordpress.stopDatabase();
    expect((await push()).status).toBe(502);
    const withoutDatabase = await status();
    expect(withoutDatabase.last_run).toMatchObject({ result: 'failed', error: expect.stringMatching(/^GET \/wp-json\/wp\/v2\/posts\?.* answered 500/) });
    expect(withoutDatabase.consecutive_failures).toBe(failures + 1);

    // Then the web server: nothing answers at all.
    await wordpress.stopWebServer();
    expect((await push()).status).toBe(502);
    const stopped = await status();
    expect(stopped.last_run?.error).toMatch(/failed: ECONNREFUSED$/);
    expect(stopped.consecutive_failures).toBe(failures + 2);
    expect(stopped.mirrored).toMatchObject({ posts: 1, categories: 2, tags: 1, authors: 1, media: 1 });

    const reasons = logLines.filter((line) => line.level === 'warn' && line.msg?.startsWith(`[content-sync] Could not sync from ${wordpress.url}: `));
    expect(reasons.map((line) => line.msg)).toEqual([
      expect.stringContaining(withoutDatabase.last_run?.error ?? '?'),
      expect.stringContaining(stopped.last_run?.error ?? '?'),
    ]);

    expect(await ourPosts('per_page=100&_embed=1')).toEqual(mirrored);
    expect((await page('/blog/all')).html).toContain('Real WordPress: Hail on the I-25, updated');
    const own = await page('/blog/real-wordpress-hail-on-the-i-25');
    expect(own.status).toBe(200);
    expect(own.html).toContain('Written in a real WordPress.');
    expect((await page('/blog/feed.xml')).html).toContain('<title>Real WordPress: Hail on the I-25, updated</title>');
    expect((await page('/sitemap.xml')).html).toContain('/blog/real-wordpress-hail-on-the-i-25</loc>');
  });
});
