import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness/startTestServer.ts';

// The feeds and the sitemap are the site's (npm test builds it before the API's tests), read from this server's posts.
const siteDist = fileURLToPath(new URL('../../../site/dist', import.meta.url));
if (!existsSync(`${siteDist}/server/entry.mjs`)) throw new Error(`${siteDist} holds no site build: run npm run build -w @fleet/site first`);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SITE_DIST: siteDist });
});
afterAll(async () => {
  await server?.stop();
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.url}${path}`, { headers });
  return { status: response.status, text: await response.text(), response };
};
const items = (feed: string) => feed.split('<item>').slice(1);
const tag = (xml: string, name: string) => xml.match(new RegExp(`<${name}>([^<]*)</${name}>`))?.[1];

/** The newest published posts as the blog list shows them (its excluded categories left out). */
async function newestListed(count: number) {
  const response = await fetch(`${server.url}/wp-json/wp/v2/posts?per_page=${count}&categories_exclude=2206,2233,2234`);
  return (await response.json()) as { slug: string; date_gmt: string }[];
}

describe('the blog feed', () => {
  it('carries the latest 20 posts of the blog list, newest first, each linking to its page here', async () => {
    const { status, text, response } = await get('/blog/feed.xml');
    expect(status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    const expected = await newestListed(20);
    expect(expected.length).toBeGreaterThan(0);
    const links = items(text).map((item) => tag(item, 'link'));
    expect(links).toEqual(expected.map((post) => `${new URL(links[0] ?? '').origin}/blog/${post.slug}`));
    for (const [index, item] of items(text).entries()) {
      expect(tag(item, 'pubDate')).toBe(new Date(`${expected[index]?.date_gmt}Z`).toUTCString());
      expect(tag(item, 'title')?.length).toBeGreaterThan(0);
      expect(item).toContain('<guid isPermaLink="true">');
    }
  });

  it('gives one category’s posts with ?category=, and 404 for a category the blog does not have', async () => {
    const news = await get('/blog/feed.xml?category=news');
    expect(news.status).toBe(200);
    expect(tag(news.text, 'title')).toMatch(/Blog: News$/);
    expect(news.text).toContain('rel="self"');
    expect(news.text).toContain('/blog/feed.xml?category=news');
    const ids = [2042, 1559];
    const response = await fetch(`${server.url}/wp-json/wp/v2/posts?per_page=20&categories=${ids.join(',')}`);
    const expected = (await response.json()) as { slug: string }[];
    expect(items(news.text).map((item) => tag(item, 'link')?.split('/blog/')[1])).toEqual(expected.map((post) => post.slug));
    expect((await get('/blog/feed.xml?category=nothing-here')).status).toBe(404);
  });

  it('is compressed and answers 304 to its ETag', async () => {
    const first = await fetch(`${server.url}/blog/feed.xml`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${server.url}/blog/feed.xml`, { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('is announced in every page’s head', async () => {
    for (const path of ['/', '/pricing', '/blog/all']) {
      const { text } = await get(path);
      expect(text).toMatch(/<link rel="alternate" type="application\/rss\+xml" title="[^"]+ Blog" href="[^"]+\/blog\/feed\.xml"/);
    }
  });
});

describe('the sitemap', () => {
  it('lists the site’s pages and every published post with its last change, following an edit at once', async () => {
    const [post] = await server.db.query<{ id: number; slug: string }>(`select id, slug from wp_posts where status = 'publish' order by id limit 1`);
    if (!post) throw new Error('no published post');
    const { status, text } = await get('/sitemap.xml');
    expect(status).toBe(200);
    const [{ count }] = (await server.db.query<{ count: number }>(`select count(*)::int as count from wp_posts where status = 'publish'`)) as [
      { count: number },
    ];
    expect(text.match(/<loc>[^<]*\/blog\/(?!all<)[^<]+<\/loc><lastmod>/g)).toHaveLength(count);
    expect(text).toContain('/pricing</loc>');

    // Cached reads are dropped by a notification, which PostgreSQL delivers a moment after the change.
    await server.db.query(`update wp_posts set modified = '2031-02-03T04:05:06Z' where id = $1`, [post.id]);
    await expect.poll(async () => (await get('/sitemap.xml')).text).toContain(`/blog/${post.slug}</loc><lastmod>2031-02-03T04:05:06.000Z</lastmod>`);
  });

  it('leaves out a post that is no longer published', async () => {
    const [post] = await server.db.query<{ id: number; slug: string }>(`select id, slug from wp_posts where status = 'publish' order by id desc limit 1`);
    if (!post) throw new Error('no published post');
    await server.db.query(`update wp_posts set status = 'draft' where id = $1`, [post.id]);
    try {
      await expect.poll(async () => (await get('/sitemap.xml')).text).not.toContain(`/blog/${post.slug}<`);
    } finally {
      await server.db.query(`update wp_posts set status = 'publish' where id = $1`, [post.id]);
      await expect.poll(async () => (await get('/sitemap.xml')).text).toContain(`/blog/${post.slug}<`);
    }
  });
});

describe('a post page', () => {
  it('describes its post as a BlogPosting in JSON-LD', async () => {
    const [post] = await server.db.query<{ slug: string; title: string }>(
      `select slug, title from wp_posts where status = 'publish' order by date desc limit 1`,
    );
    if (!post) throw new Error('no published post');
    const { text } = await get(`/blog/${post.slug}`);
    const blocks = [...text.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '{}'));
    const posting = blocks.find((block) => block['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({ '@context': 'https://schema.org', headline: expect.any(String), author: { '@type': 'Person' } });
    expect(posting.url).toMatch(new RegExp(`/blog/${post.slug}$`));
    expect(Date.parse(posting.datePublished)).not.toBeNaN();
    expect(Date.parse(posting.dateModified)).not.toBeNaN();
  });
});
