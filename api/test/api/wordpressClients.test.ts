import { freePort } from '@fleet/bench/freePort';
import apiFetch from '@wordpress/api-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WPAPI from 'wpapi';
import { categories, media, posts, tags } from '../../src/db/seed/content/index.ts';
import { startTestServer, type TestServer } from '../harness/startTestServer.ts';

/**
 * Two real WordPress clients against the server, as a site owner would point them at a WordPress site:
 * node-wpapi (discovery, `_paging`, its route setters) and @wordpress/api-fetch (the block editor's). The server
 * listens at its own PUBLIC_URL, so the links it hands out lead back to it and the clients can follow them.
 */

interface Link {
  href: string;
  taxonomy?: string;
}
interface Post {
  id: number;
  slug: string;
  author: number;
  featured_media: number;
  categories: number[];
  tags: number[];
  _links: Record<string, Link[]>;
  _embedded?: Record<string, unknown[]>;
}
type Paged<T> = T[] & { _paging?: { total: number; totalPages: number; next?: WPAPI.WPRequest } };
/** The setters node-wpapi makes from the routes it discovered, beyond those its types declare. */
type TypeRequest = WPAPI.WPRequest & { type(name: string): WPAPI.WPRequest };
type TermRequest = WPAPI.WPRequest & { post(id: number): WPAPI.WPRequest };

const newestFirst = posts
  .filter((p) => p.status === 'publish')
  .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
  .map((p) => p.id);
const privateImage = media.find((m) => m.status === 'private')!;
const ascending = (ids: number[]) => [...ids].sort((a, b) => a - b);

let server: TestServer;
let site: string;
let wp: WPAPI;

beforeAll(async () => {
  const port = await freePort();
  site = `http://127.0.0.1:${port}`;
  server = await startTestServer({ PORT: String(port), PUBLIC_URL: site });
  apiFetch.use(apiFetch.createRootURLMiddleware(`${site}/wp-json/`));
  wp = await WPAPI.discover(`${site}/wp-json/`);
});
afterAll(() => server?.stop());

/** Every published post, as api-fetch reads a whole collection. */
const everyPost = () => apiFetch<Post[]>({ path: '/wp/v2/posts?per_page=-1' });

/**
 * Follows every link of every published post with `follow` (which rejects on an error answer) and checks that
 * each leads where its relation says. The one private image is the exception WordPress makes too: the post
 * still links it (its embed holds the refusal), and following the link gets WordPress' refusal.
 */
async function followEveryLink(everyPublished: Post[], follow: (href: string) => Promise<unknown>): Promise<number> {
  expect(everyPublished.map((post) => post.id)).toEqual(newestFirst);
  let followed = 0;
  for (const post of everyPublished) {
    for (const [rel, links] of Object.entries(post._links)) {
      if (rel === 'curies') continue;
      for (const link of links) {
        const where = `${post.slug} ${rel} ${link.href}`;
        expect(link.href.startsWith(`${site}/wp-json/wp/v2/`), where).toBe(true);
        const answer = await follow(link.href).then(
          (body) => ({ body: body as Record<string, unknown> & { id?: number; slug?: string } }),
          (error: unknown) => ({ error }),
        );
        followed += 1;
        if (rel === 'wp:featuredmedia' && post.featured_media === privateImage.id) {
          expect(answer, where).toEqual({ error: { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 401 } } });
          continue;
        }
        if (!('body' in answer)) throw new Error(`${where} answered ${JSON.stringify(answer.error)}`);
        const { body } = answer;
        if (rel === 'self') expect(body.id, where).toBe(post.id);
        if (rel === 'collection') expect(Array.isArray(body), where).toBe(true);
        if (rel === 'about') expect(body.slug, where).toBe('post');
        if (rel === 'author') expect(body.id, where).toBe(post.author);
        if (rel === 'wp:featuredmedia') expect(body.id, where).toBe(post.featured_media);
        if (rel === 'wp:term') {
          const ids = ascending((body as unknown as { id: number }[]).map((term) => term.id));
          expect(ids, where).toEqual(link.taxonomy === 'category' ? post.categories : post.tags);
        }
      }
    }
  }
  return followed;
}

describe('node-wpapi', () => {
  it('discovers the API from the index and learns its routes', async () => {
    const head = await fetch(`${site}/wp-json/`, { method: 'HEAD' });
    expect(head.headers.get('link')).toBe(`<${site}/wp-json/>; rel="https://api.w.org/"`);
    // Bound to the routes the index lists, not node-wpapi's defaults (which it falls back to when discovery fails).
    const handlers = wp as unknown as Record<string, unknown>;
    expect([handlers.pages, handlers.comments, handlers.settings]).toEqual([undefined, undefined, undefined]);
    expect(wp.posts().toString()).toBe(`${site}/wp-json/wp/v2/posts`);
    expect(wp.posts().id(131).toString()).toBe(`${site}/wp-json/wp/v2/posts/131`);
    expect(wp.media().id(527).toString()).toBe(`${site}/wp-json/wp/v2/media/527`);
    expect(wp.users().id(4).toString()).toBe(`${site}/wp-json/wp/v2/users/4`);
    expect((wp.types() as TypeRequest).type('post').toString()).toBe(`${site}/wp-json/wp/v2/types/post`);
    // Setters come from the arguments the index lists: `categories` on posts, `post` on the terms.
    expect((wp.tags() as TermRequest).post(119).toString()).toBe(`${site}/wp-json/wp/v2/tags?post=119`);
  });

  it('pages through _paging.next to the last page, every published post once, newest first', async () => {
    const seen: number[] = [];
    let page = (await wp.posts().perPage(7).get()) as Paged<Post>;
    expect(page._paging).toMatchObject({ total: newestFirst.length, totalPages: Math.ceil(newestFirst.length / 7) });
    for (;;) {
      seen.push(...page.map((post) => post.id));
      if (!page._paging?.next) break;
      page = (await page._paging.next.get()) as Paged<Post>;
    }
    expect(seen).toEqual(newestFirst);
  });

  it('embeds the author, the image and the terms, in the collection and for one post', async () => {
    const [post] = (await wp.posts().slug('caught-hailstorm-i-25').embed().get()) as Post[];
    expect(post?._embedded?.author?.[0]).toMatchObject({ id: 4, name: 'Tomás Herrera' });
    expect(post?._embedded?.['wp:featuredmedia']?.[0]).toMatchObject({ id: 527, source_url: `${site}/uploads/2025/10/hailstorm-i25.webp` });
    const single = (await wp.posts().id(119).embed().get()) as Post;
    const [postCategories, postTags] = (single._embedded?.['wp:term'] ?? []) as { name: string }[][];
    expect(postCategories?.map((term) => term.name)).toEqual(['Dashcams', 'Product Launches']);
    expect(postTags?.map((term) => term.name)).toEqual(['Box-3CH', 'Driver Monitoring']);
  });

  it('looks posts up by slug and by search, always as an array', async () => {
    expect(((await wp.posts().slug('why-we-dont-sell-driver-data').get()) as Post[]).map((p) => p.id)).toEqual([130]);
    expect(await wp.posts().slug('no-such-post').get()).toEqual([]);
    const found = (await wp.posts().search('HAILSTORM').get()) as Post[];
    expect(found.map((p) => p.slug)).toContain('caught-hailstorm-i-25');
  });

  it('filters by lists sent as PHP arrays (categories[]=…, slug[]=…), as WordPress reads them', async () => {
    const listed = (await wp.posts().categories([2206, 2233]).perPage(100).get()) as Post[];
    const asCommaList = (await (await fetch(`${site}/wp-json/wp/v2/posts?categories=2206,2233&per_page=100`)).json()) as Post[];
    expect(asCommaList.length).toBeGreaterThan(0);
    expect(listed.map((p) => p.id)).toEqual(asCommaList.map((p) => p.id));
    const bySlugs = (await wp.posts().param('slug', ['why-we-dont-sell-driver-data', 'caught-hailstorm-i-25']).get()) as Post[];
    expect(bySlugs.map((p) => p.slug).sort()).toEqual(['caught-hailstorm-i-25', 'why-we-dont-sell-driver-data']);
  });

  it('reads the terms, the author and the post type a post names', async () => {
    const terms = (await (wp.categories() as TermRequest).post(119).get()) as { id: number }[];
    expect(terms.map((term) => term.id)).toEqual([1583, 1930]);
    expect(((await wp.tags().perPage(100).get()) as unknown[]).length).toBe(tags.length);
    expect(await wp.users().id(2).get()).toMatchObject({ id: 2, name: 'Marcus Okafor', slug: 'marcus-okafor' });
    expect(await (wp.types() as TypeRequest).type('post').get()).toMatchObject({ slug: 'post', rest_base: 'posts' });
    expect(((await wp.categories().perPage(100).get()) as unknown[]).length).toBe(categories.length);
  });

  it('is refused with WordPress’ error objects', async () => {
    await expect(wp.posts().id(99_999).get()).rejects.toEqual({ code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } });
    await expect(wp.tags().id(1588).get()).rejects.toEqual({ code: 'rest_term_invalid', message: 'Term does not exist.', data: { status: 404 } });
  });

  it('follows every _links target of every post', async () => {
    const everyPublished = (await wp.posts().perPage(100).get()) as Post[];
    expect(await followEveryLink(everyPublished, (href) => wp.url(href).get())).toBeGreaterThan(newestFirst.length * 6);
  });
});

describe('@wordpress/api-fetch', () => {
  it('reads the index through its root URL', async () => {
    const index = await apiFetch<{ namespaces: string[]; routes: Record<string, unknown>; url: string }>({ path: '/' });
    expect(index.namespaces).toEqual(['wp/v2']);
    expect(index.url).toBe(site);
    expect(Object.keys(index.routes)).toContain('/wp/v2/users/(?P<id>[\\d]+)');
  });

  it('fetches everything with per_page=-1, and pages by the Link header with parse: false', async () => {
    expect((await everyPost()).map((post) => post.id)).toEqual(newestFirst);
    expect((await apiFetch<unknown[]>({ path: '/wp/v2/tags?per_page=-1' })).length).toBe(tags.length);

    const seen: number[] = [];
    let response = await apiFetch<Response, false>({ path: '/wp/v2/posts?per_page=9', parse: false });
    expect(response.headers.get('x-wp-total')).toBe(String(newestFirst.length));
    for (;;) {
      seen.push(...((await response.json()) as Post[]).map((post) => post.id));
      const next = response.headers.get('link')?.match(/<([^>]+)>; rel="next"/)?.[1];
      if (!next) break;
      response = await apiFetch<Response, false>({ url: next, parse: false });
    }
    expect(seen).toEqual(newestFirst);
  });

  it('embeds, finds by slug and searches', async () => {
    const [post] = await apiFetch<Post[]>({ path: '/wp/v2/posts?slug=caught-hailstorm-i-25&_embed=1' });
    expect(Object.keys(post?._embedded ?? {})).toEqual(['author', 'wp:featuredmedia', 'wp:term']);
    const single = await apiFetch<Post>({ path: '/wp/v2/posts/103?_embed=wp:term' });
    expect(single.tags).toEqual([2302, 2306]);
    const found = await apiFetch<Post[]>({ path: '/wp/v2/posts?search=modem&per_page=100' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.map((p) => p.id)).toEqual(newestFirst.filter((id) => found.some((p) => p.id === id)));
  });

  it('is refused with WordPress’ codes and statuses for what is missing or not public', async () => {
    await server.db.query(`insert into wp_authors (id, name, slug) values (77, 'Never Published', 'never-published')`);
    const draft = posts.find((p) => p.status === 'draft')!;
    const refusals: [string, string, string, number][] = [
      ['/wp/v2/posts/99999', 'rest_post_invalid_id', 'Invalid post ID.', 404],
      [`/wp/v2/posts/${draft.id}`, 'rest_forbidden', 'Sorry, you are not allowed to do that.', 401],
      ['/wp/v2/media/99999', 'rest_post_invalid_id', 'Invalid post ID.', 404],
      ['/wp/v2/categories/99999', 'rest_term_invalid', 'Term does not exist.', 404],
      ['/wp/v2/tags/99999', 'rest_term_invalid', 'Term does not exist.', 404],
      ['/wp/v2/users/99999', 'rest_user_invalid_id', 'Invalid user ID.', 404],
      ['/wp/v2/users/77', 'rest_user_cannot_view', 'Sorry, you are not allowed to list users.', 401],
      ['/wp/v2/types/page', 'rest_type_invalid', 'Invalid post type.', 404],
      ['/wp/v2/pages', 'rest_no_route', 'No route was found matching the URL and request method.', 404],
      ['/wp/v2/tags?per_page=0', 'rest_invalid_param', 'Invalid parameter(s): per_page', 400],
    ];
    for (const [path, code, message, status] of refusals) {
      await expect(apiFetch({ path }), path).rejects.toMatchObject({ code, message, data: { status } });
    }
  });

  it('follows every _links target of every post', async () => {
    expect(await followEveryLink(await everyPost(), (href) => apiFetch({ url: href }))).toBeGreaterThan(newestFirst.length * 6);
  });
});
