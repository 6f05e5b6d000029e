import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authors, categories, media, posts, tags } from '../../src/db/seed/content/index.ts';
import { startTestServer, type TestServer } from '../harness/startTestServer.ts';

// The routes a post's `_links` point to, and the index discovery reads, over HTTP: their answers, WordPress'
// refusals, and the caching, compression, HEAD and CORS every content read shares.
const publicUrl = 'https://fleet.example';
const api = `${publicUrl}/wp-json/wp/v2`;
const origin = 'https://www.example.com';
const published = posts.filter((p) => p.status === 'publish');
const draft = posts.find((p) => p.status === 'draft')!;
const privateImage = media.find((m) => m.status === 'private')!;
const byName = (a: { name: string; id: number }, b: { name: string; id: number }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id);
const publishedWith = (tagId: number) => published.filter((p) => p.tagIds?.includes(tagId));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: publicUrl, SITE_NAME: 'Example Fleet', CORS_ORIGINS: origin });
});
afterAll(() => server?.stop());

const get = (path: string, init: RequestInit = {}) => fetch(`${server.url}/wp-json${path}`, init);
async function json<T = Record<string, unknown>>(path: string): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await get(path);
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}
const wpError = (code: string, message: string, status: number) => ({ code, message, data: { status } });

describe('the index at /wp-json/', () => {
  it('names the site, the wp/v2 namespace and every route with its methods, arguments and links', async () => {
    const { status, body, headers } = await json<{
      name: string;
      url: string;
      home: string;
      namespaces: string[];
      routes: Record<string, { namespace: string; methods: string[]; endpoints: { methods: string[]; args: Record<string, object> }[]; _links?: object }>;
    }>('/');
    expect(status).toBe(200);
    expect(headers.get('link')).toBe(`<${publicUrl}/wp-json/>; rel="https://api.w.org/"`);
    expect(body).toMatchObject({ name: 'Example Fleet', url: publicUrl, home: publicUrl, namespaces: ['wp/v2'] });
    expect(Object.keys(body.routes)).toEqual([
      '/',
      '/wp/v2/posts',
      '/wp/v2/posts/(?P<id>[\\d]+)',
      '/wp/v2/categories',
      '/wp/v2/categories/(?P<id>[\\d]+)',
      '/wp/v2/tags',
      '/wp/v2/tags/(?P<id>[\\d]+)',
      '/wp/v2/media/(?P<id>[\\d]+)',
      '/wp/v2/users/(?P<id>[\\d]+)',
      '/wp/v2/types/(?P<type>[\\w-]+)',
    ]);
    for (const [route, described] of Object.entries(body.routes)) {
      expect(described.methods, route).toEqual(['GET']);
      expect(described.namespace, route).toBe(route === '/' ? '' : 'wp/v2');
      // WordPress links only a route that has no parameter to itself.
      if (route.includes('(')) expect(described._links, route).toBeUndefined();
      else expect(described._links, route).toEqual({ self: [{ href: `${publicUrl}/wp-json${route}` }] });
    }
    expect(body.routes['/wp/v2/posts']?.endpoints[0]?.args.per_page).toEqual({ type: 'integer', default: 10, minimum: 1, maximum: 100, required: false });
    expect(body.routes['/wp/v2/posts/(?P<id>[\\d]+)']?.endpoints[0]?.args.id).toEqual({ type: 'integer', minimum: 0, required: true });
    expect(Object.keys(body.routes['/wp/v2/tags']?.endpoints[0]?.args ?? {})).toEqual(expect.arrayContaining(['page', 'per_page', 'search', 'post']));
  });

  it('is where every answer under /wp-json points, unless it pages, and /wp-json leads to it', async () => {
    const discovery = `<${publicUrl}/wp-json/>; rel="https://api.w.org/"`;
    for (const path of ['/wp/v2/posts/131', '/wp/v2/categories?per_page=100', '/wp/v2/users/999', '/wp/v2/nothing-here']) {
      expect((await get(path)).headers.get('link'), path).toBe(discovery);
    }
    expect((await get('/wp/v2/tags?per_page=2')).headers.get('link')).toMatch(/rel="next"$/);
    const bare = await fetch(`${server.url}/wp-json`, { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/wp-json/');
  });
});

describe('GET /wp/v2/posts/{id}', () => {
  it('answers a published post exactly as the collection does, with _embed too', async () => {
    for (const embed of ['', '&_embed=1']) {
      const [listed] = (await json<object[]>(`/wp/v2/posts?slug=introducing-dms-dr770x-box-3ch${embed}`)).body;
      const single = await json(`/wp/v2/posts/119?${embed.slice(1)}`);
      expect(single.status).toBe(200);
      expect(single.body).toEqual(listed);
    }
  });

  it('refuses a missing post with rest_post_invalid_id, a draft with rest_forbidden, and a non-number as no route', async () => {
    const invalidId = wpError('rest_post_invalid_id', 'Invalid post ID.', 404);
    for (const id of [99_999, 0, 2 ** 31, 2 ** 63])
      expect(await json(`/wp/v2/posts/${BigInt(id)}`), String(id)).toMatchObject({ status: 404, body: invalidId });
    expect(await json(`/wp/v2/posts/${draft.id}`)).toMatchObject({
      status: 401,
      body: wpError('rest_forbidden', 'Sorry, you are not allowed to do that.', 401),
    });
    for (const id of ['abc', '1.5', '-3']) {
      expect(await json(`/wp/v2/posts/${id}`), id).toMatchObject({
        status: 404,
        body: wpError('rest_no_route', 'No route was found matching the URL and request method.', 404),
      });
    }
  });
});

describe('GET /wp/v2/media/{id}', () => {
  it('answers an attachment in view context, its author that of the post showing it', async () => {
    const { status, body } = await json('/wp/v2/media/527');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 527,
      type: 'attachment',
      status: 'inherit',
      author: posts.find((p) => p.featuredMediaId === 527)?.authorId,
      media_type: 'image',
      source_url: `${publicUrl}/uploads/2025/10/hailstorm-i25.webp`,
      guid: { rendered: `${publicUrl}/uploads/2025/10/hailstorm-i25.webp` },
      post: null,
      _links: {
        self: [{ href: `${api}/media/527` }],
        collection: [{ href: `${api}/media` }],
        about: [{ href: `${api}/types/attachment` }],
        author: [{ embeddable: true, href: `${api}/users/4` }],
      },
    });
    const embedded = (await json<{ _embedded: { 'wp:featuredmedia': object[] } }[]>('/wp/v2/posts?slug=caught-hailstorm-i-25&_embed=wp:featuredmedia')).body;
    expect(body).toMatchObject(embedded[0]?._embedded['wp:featuredmedia'][0] ?? {});
  });

  it('refuses a missing attachment with rest_post_invalid_id and a private one with rest_forbidden', async () => {
    expect(await json('/wp/v2/media/131')).toMatchObject({ status: 404, body: wpError('rest_post_invalid_id', 'Invalid post ID.', 404) });
    expect(await json(`/wp/v2/media/${privateImage.id}`)).toMatchObject({
      status: 401,
      body: wpError('rest_forbidden', 'Sorry, you are not allowed to do that.', 401),
    });
  });
});

describe('GET /wp/v2/users/{id}', () => {
  it('shows the author of published posts, public fields only', async () => {
    const { status, body } = await json('/wp/v2/users/4');
    expect(status).toBe(200);
    const tomas = authors.find((a) => a.id === 4)!;
    expect(body).toEqual({
      id: 4,
      name: tomas.name,
      url: tomas.url,
      description: tomas.description,
      link: `${publicUrl}/blog/author/${tomas.slug}`,
      slug: tomas.slug,
      avatar_urls: {
        24: 'https://secure.gravatar.com/avatar/?s=24&d=mm&r=g',
        48: 'https://secure.gravatar.com/avatar/?s=48&d=mm&r=g',
        96: 'https://secure.gravatar.com/avatar/?s=96&d=mm&r=g',
      },
      _links: { self: [{ href: `${api}/users/4` }], collection: [{ href: `${api}/users` }] },
    });
  });

  it('refuses anyone without a published post with rest_user_cannot_view, and no one with rest_user_invalid_id', async () => {
    await server.db.query(`insert into wp_authors (id, name, slug) values (90, 'Drafts Only', 'drafts-only'), (91, 'No Posts', 'no-posts')`);
    await server.db.query(`update wp_posts set author_id = 90 where id = $1`, [draft.id]);
    const cannotView = wpError('rest_user_cannot_view', 'Sorry, you are not allowed to list users.', 401);
    await expect.poll(async () => (await json('/wp/v2/users/90')).body).toEqual(cannotView);
    expect(await json('/wp/v2/users/91')).toMatchObject({ status: 401, body: cannotView });
    expect(await json('/wp/v2/users/999')).toMatchObject({ status: 404, body: wpError('rest_user_invalid_id', 'Invalid user ID.', 404) });
  });
});

describe('GET /wp/v2/types/{type}', () => {
  it('describes posts and attachments as WordPress does', async () => {
    expect((await json('/wp/v2/types/post')).body).toEqual({
      description: '',
      hierarchical: false,
      has_archive: false,
      name: 'Posts',
      slug: 'post',
      icon: 'dashicons-admin-post',
      taxonomies: ['category', 'post_tag'],
      rest_base: 'posts',
      rest_namespace: 'wp/v2',
      template: [],
      template_lock: false,
      _links: {
        collection: [{ href: `${api}/types` }],
        'wp:items': [{ href: `${api}/posts` }],
        curies: [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }],
      },
    });
    expect((await json('/wp/v2/types/attachment')).body).toMatchObject({ slug: 'attachment', rest_base: 'media', taxonomies: [] });
  });

  it('refuses any other type with rest_type_invalid', async () => {
    for (const type of ['page', 'constructor', '__proto__', 'POST']) {
      expect(await json(`/wp/v2/types/${type}`), type).toMatchObject({ status: 404, body: wpError('rest_type_invalid', 'Invalid post type.', 404) });
    }
    expect((await json('/wp/v2/types/p%C3%A9')).body).toMatchObject({ code: 'rest_no_route' });
  });
});

describe('categories and tags', () => {
  it('answers one category or tag as its collection does, and refuses another taxonomy’s id with rest_term_invalid', async () => {
    const [listedCategory] = (await json<object[]>('/wp/v2/categories?search=weather')).body;
    expect((await json('/wp/v2/categories/1588')).body).toEqual(listedCategory);
    const [listedTag] = (await json<object[]>('/wp/v2/tags?search=firmware')).body;
    expect((await json('/wp/v2/tags/2301')).body).toEqual(listedTag);
    const termInvalid = wpError('rest_term_invalid', 'Term does not exist.', 404);
    expect(await json('/wp/v2/categories/2301')).toMatchObject({ status: 404, body: termInvalid });
    expect(await json('/wp/v2/tags/1588')).toMatchObject({ status: 404, body: termInvalid });
    expect(await json('/wp/v2/tags/99999999999')).toMatchObject({ status: 404, body: termInvalid });
  });

  it('shapes a tag as WordPress does, counting published posts only', async () => {
    const { body, headers } = await json<object[]>('/wp/v2/tags?search=firmware');
    expect(headers.get('x-wp-total')).toBe('1');
    expect(body).toEqual([
      {
        id: 2301,
        count: publishedWith(2301).length,
        description: 'Camera and modem firmware releases.',
        link: `${publicUrl}/blog/tag/firmware`,
        name: 'Firmware',
        slug: 'firmware',
        taxonomy: 'post_tag',
        meta: {},
        _links: {
          self: [{ href: `${api}/tags/2301` }],
          collection: [{ href: `${api}/tags` }],
          about: [{ href: `${api}/taxonomies/post_tag` }],
          'wp:post_type': [{ href: `${api}/posts?tags=2301` }],
          curies: [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }],
        },
      },
    ]);
    const onlyDraft = tags.find((t) => !publishedWith(t.id).length && posts.some((p) => p.tagIds?.includes(t.id)))!;
    expect((await json<{ count: number }>(`/wp/v2/tags/${onlyDraft.id}`)).body.count).toBe(0);
  });

  it('pages the tags by name with WordPress’ headers and an empty page past the end', async () => {
    const all = [...tags].sort(byName);
    const first = await get('/wp/v2/tags?per_page=4&page=2', { headers: { Origin: origin } });
    expect(first.status).toBe(200);
    expect(((await first.json()) as { id: number }[]).map((t) => t.id)).toEqual(all.slice(4, 8).map((t) => t.id));
    expect(first.headers.get('x-wp-total')).toBe(String(tags.length));
    expect(first.headers.get('x-wp-totalpages')).toBe(String(Math.ceil(tags.length / 4)));
    expect(first.headers.get('link')).toBe(
      `<${server.url}/wp-json/wp/v2/tags?per_page=4&page=1>; rel="prev", <${server.url}/wp-json/wp/v2/tags?per_page=4&page=3>; rel="next"`,
    );
    expect(first.headers.get('access-control-allow-origin')).toBe(origin);
    expect(first.headers.get('access-control-expose-headers')).toBe('X-WP-Total, X-WP-TotalPages, Link');
    const past = await json('/wp/v2/tags?per_page=4&page=9');
    expect(past).toMatchObject({ status: 200, body: [] });
    const kept = (await json<{ count: number }[]>('/wp/v2/tags?per_page=100&hide_empty=true')).body;
    expect(kept.length).toBe(tags.filter((t) => publishedWith(t.id).length > 0).length);
    const byCount = (await json<{ count: number }[]>('/wp/v2/tags?orderby=count&order=desc')).body.map((t) => t.count);
    expect(byCount).toEqual([...byCount].sort((a, b) => b - a));
  });

  it('refuses parameters out of their limits with rest_invalid_param', async () => {
    expect(await json('/wp/v2/tags?per_page=500')).toMatchObject({
      status: 400,
      body: {
        code: 'rest_invalid_param',
        message: 'Invalid parameter(s): per_page',
        data: { status: 400, params: { per_page: 'per_page must be between 1 (inclusive) and 100 (inclusive)' } },
      },
    });
    expect(await json('/wp/v2/categories?post=abc')).toMatchObject({
      status: 400,
      body: { code: 'rest_invalid_param', message: 'Invalid parameter(s): post' },
    });
  });

  it('lists a post’s own terms for ?post=, and refuses a missing or unpublished post as WordPress does', async () => {
    const post = published.find((p) => p.categoryIds.length > 1 && (p.tagIds?.length ?? 0) > 1)!;
    const ids = async (path: string) => (await json<{ id: number }[]>(path)).body.map((t) => t.id);
    expect(await ids(`/wp/v2/categories?post=${post.id}`)).toEqual(
      categories
        .filter((c) => post.categoryIds.includes(c.id))
        .sort(byName)
        .map((c) => c.id),
    );
    expect(await ids(`/wp/v2/tags?post=${post.id}`)).toEqual(
      tags
        .filter((t) => post.tagIds?.includes(t.id))
        .sort(byName)
        .map((t) => t.id),
    );
    expect(await ids('/wp/v2/tags?post=0&per_page=100')).toHaveLength(tags.length);
    for (const taxonomy of ['categories', 'tags']) {
      expect(await json(`/wp/v2/${taxonomy}?post=99999`)).toMatchObject({ status: 400, body: wpError('rest_post_invalid_id', 'Invalid post ID.', 400) });
      expect(await json(`/wp/v2/${taxonomy}?post=${draft.id}`)).toMatchObject({
        status: 401,
        body: wpError('rest_forbidden_context', 'Sorry, you are not allowed to view terms for this post.', 401),
      });
    }
  });
});

describe('posts and their tags', () => {
  it('lists each post’s tags, embeds them after the categories, and filters by them', async () => {
    const post = published.find((p) => (p.tagIds?.length ?? 0) > 1)!;
    const [answer] = (
      await json<{ tags: number[]; _embedded: { 'wp:term': { id: number; taxonomy: string; link: string }[][] } }[]>(
        `/wp/v2/posts?slug=${post.slug}&_embed=wp:term`,
      )
    ).body;
    expect(answer?.tags).toEqual([...(post.tagIds ?? [])].sort((a, b) => a - b));
    const [, embeddedTags] = answer?._embedded['wp:term'] ?? [];
    expect(embeddedTags?.map((t) => t.id)).toEqual(
      tags
        .filter((t) => post.tagIds?.includes(t.id))
        .sort(byName)
        .map((t) => t.id),
    );
    expect(embeddedTags?.every((t) => t.taxonomy === 'post_tag' && t.link.startsWith(`${publicUrl}/blog/tag/`))).toBe(true);

    const withTag = async (query: string) => (await json<{ id: number }[]>(`/wp/v2/posts?per_page=100&${query}`)).body.map((p) => p.id).sort((a, b) => a - b);
    const ids = (items: typeof published) => items.map((p) => p.id).sort((a, b) => a - b);
    expect(await withTag('tags=2301,2302')).toEqual(ids(published.filter((p) => p.tagIds?.some((id) => id === 2301 || id === 2302))));
    expect(await withTag('tags_exclude=2306&categories=1583')).toEqual(ids(published.filter((p) => p.categoryIds.includes(1583) && !p.tagIds?.includes(2306))));
  });
});

describe('served as the other content reads are', () => {
  const paths = [
    '/',
    '/wp/v2/posts/131?_embed',
    '/wp/v2/categories/1588',
    '/wp/v2/tags',
    '/wp/v2/tags/2301',
    '/wp/v2/media/527',
    '/wp/v2/users/4',
    '/wp/v2/types/post',
  ];

  it.each(paths)('%s: cached publicly for a minute, compressed when large, HEAD without a body, readable cross-origin', async (path) => {
    const answer = await get(path, { headers: { Origin: origin, 'Accept-Encoding': 'br' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
    expect(answer.headers.get('access-control-expose-headers')).toBe('X-WP-Total, X-WP-TotalPages, Link');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    const body = await answer.arrayBuffer();
    if (body.byteLength >= 1024) expect(answer.headers.get('content-encoding')).toBe('br');
    const head = await get(path, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('answers another method with 405 rest_no_route', async () => {
    const response = await get('/wp/v2/posts/131', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, OPTIONS');
    expect(await response.json()).toMatchObject({ code: 'rest_no_route', data: { status: 405 } });
  });

  it('shows a change at once, although answers are cached', async () => {
    expect((await json('/wp/v2/tags/2309')).body).toMatchObject({ name: 'Winter Driving' });
    await server.db.query(`update wp_tags set name = 'Winter Roads' where id = 2309`);
    await expect.poll(async () => (await json<{ name: string }>('/wp/v2/tags/2309')).body.name).toBe('Winter Roads');
  });
});
