import { blogLoadSize, blogLoadStart, type ContentClient, createContentClient, featuredMedia, listPostsInLanguages } from '@fleet/site/blog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness/startTestServer.ts';

// The site's content client against this server: the contract it reads is the one the server speaks.
// The category ids are the blog's (see packages/content/src/blog/categoryMap.ts); the site's category map names them with the brand, which only a build defines.
const excludedCategoryIds = [2206, 2233, 2234];
let server: TestServer;
let client: ContentClient;
let shown: { id: number; slug: string }[];

beforeAll(async () => {
  server = await startTestServer();
  client = createContentClient({ baseUrl: `${server.url}/wp-json/wp/v2` });
  shown = await server.db.query<{ id: number; slug: string }>(
    `select p.id, p.slug from wp_posts p
     where p.status = 'publish'
       and not exists (select 1 from wp_post_categories pc where pc.post_id = p.id and pc.category_id = any($1::int[]))
     order by p.date desc, p.id desc`,
    [excludedCategoryIds],
  );
});
afterAll(() => server?.stop());

describe('the site content client against the server', () => {
  it('reads a page of posts with the totals, leaving out the excluded categories', async () => {
    const page = await client.listPosts({ perPage: 6, categoriesExclude: excludedCategoryIds, embed: true });
    expect(page.posts.map((post) => post.slug)).toEqual(shown.slice(0, 6).map((post) => post.slug));
    expect(page.total).toBe(shown.length);
    expect(page.totalPages).toBe(Math.ceil(shown.length / 6));
    expect(page.posts[0]?._embedded?.['wp:term']?.[0]?.length).toBeGreaterThan(0);
  });

  it('walks the list as the blog does (6, then 12 per load, the page language’s posts first) to the end, every post once', async () => {
    for (const locale of ['en', 'de'] as const) {
      const seen: string[] = [];
      for (let load = 1; ; load += 1) {
        const posts = await listPostsInLanguages(client, { categoriesExclude: excludedCategoryIds }, locale, blogLoadStart(load), blogLoadSize(load));
        seen.push(...posts.map((post) => post.slug));
        if (posts.length < blogLoadSize(load)) break;
      }
      // The seeded posts name no language: English, so in date order on either language's blog.
      expect(seen).toEqual(shown.map((post) => post.slug));
    }
  });

  it('takes the 400 past the last page as the end of the list', async () => {
    const past = await client.listPosts({ page: 99, perPage: 6, categoriesExclude: excludedCategoryIds });
    expect(past).toEqual({ posts: [], total: null, totalPages: null });
  });

  it('filters by category and by search text', async () => {
    const video = [2239, 1569, 1606, 1581, 2238, 1570, 1571, 1572, 1588];
    const { posts } = await client.listPosts({ perPage: 100, categories: video });
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) expect(post.categories.some((id) => video.includes(id))).toBe(true);
    const found = await client.listPosts({ search: 'HAILSTORM', categoriesExclude: excludedCategoryIds });
    expect(found.posts.map((post) => post.slug)).toContain('caught-hailstorm-i-25');
  });

  it('clamps the page size rather than being refused', async () => {
    const page = await client.listPosts({ perPage: 500 });
    expect(page.posts.length).toBeLessThanOrEqual(100);
    expect(page.total).toBeGreaterThan(0);
  });

  it('fails on a refused parameter with its WordPress code', async () => {
    await expect(client.listPosts({ categories: [-1] })).rejects.toMatchObject({ status: 400, code: 'rest_invalid_param' });
  });

  it('finds a post by slug with its video and image, and null for none', async () => {
    const post = await client.postBySlug('caught-hailstorm-i-25');
    expect(post?.acf.youtube_video_id).toBe('Hl8sTo4YcDi');
    expect(featuredMedia(post!)?.source_url).toBe('http://localhost:8080/uploads/2025/10/hailstorm-i25.webp');
    await expect(client.postBySlug('no-such-post')).resolves.toBeNull();
  });

  it('tolerates the error object WordPress embeds for private media', async () => {
    const post = await client.postBySlug('customer-appreciation-day-open-house');
    expect(post?._embedded?.['wp:featuredmedia']?.[0]).toMatchObject({ code: 'rest_forbidden' });
    expect(featuredMedia(post!)).toBeUndefined();
  });

  it('lists the categories', async () => {
    const categories = await client.listCategories();
    expect(categories.map((category) => category.id)).toEqual(expect.arrayContaining([2042, 1559, 1570, 2206]));
  });
});
