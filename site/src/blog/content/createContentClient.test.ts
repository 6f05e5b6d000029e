import { messagesFor } from '@fleet/i18n/catalogues.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blogCategories } from '@fleet/content/blog/categoryMap.ts';
import { toBlogCard } from '../toBlogCard.ts';
import { ContentRequestError } from './ContentRequestError.ts';
import { createContentClient } from './createContentClient.ts';
import wpCategories from './wpCategories.fixture.json';
import wpErrors from './wpErrors.fixture.json';
import wpPosts from './wpPosts.fixture.json';

interface Recorded {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

const answerWith = ({ status, body, headers = {} }: Recorded): Response => {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'Content-Type': 'application/json; charset=UTF-8', ...headers } });
};

/** A content source that answers from recordings and remembers what it was asked. */
function recordedSource(answer: (url: URL) => Recorded, baseUrl = 'https://news.example.org/wp-json/wp/v2/') {
  const requests: URL[] = [];
  const sent: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    sent.push(request);
    requests.push(url);
    return answerWith(answer(url));
  };
  return { requests, sent, client: createContentClient({ baseUrl, fetch }) };
}

const page = (body: unknown, total: number, totalPages: number): Recorded => ({
  status: 200,
  body,
  headers: { 'X-WP-Total': String(total), 'X-WP-TotalPages': String(totalPages), 'Access-Control-Expose-Headers': 'X-WP-Total, X-WP-TotalPages, Link' },
});

describe('listPosts', () => {
  it('asks WordPress for one page, newest first, with the filters and embeds', async () => {
    const { requests, client } = recordedSource(() => page(wpPosts, 7, 3));
    await client.listPosts({ page: 2, perPage: 3, search: ' ice ', categories: [1570, 2239], categoriesExclude: [2206, 2233], embed: true });
    const [url] = requests;
    expect(url?.origin + (url?.pathname ?? '')).toBe('https://news.example.org/wp-json/wp/v2/posts');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      page: '2',
      per_page: '3',
      orderby: 'date',
      order: 'desc',
      search: 'ice',
      categories: '1570,2239',
      categories_exclude: '2206,2233',
      _embed: '1',
    });
  });

  it('leaves out empty filters', async () => {
    const { requests, client } = recordedSource(() => page([], 0, 0));
    await client.listPosts({ search: '   ', categories: [], categoriesExclude: [] });
    expect([...(requests[0]?.searchParams.keys() ?? [])]).toEqual(['page', 'per_page', 'orderby', 'order']);
  });

  it('reads the posts and the X-WP-Total headers', async () => {
    const { client } = recordedSource(() => page(wpPosts, 7, 3));
    const result = await client.listPosts({ perPage: 3, embed: true });
    expect(result.total).toBe(7);
    expect(result.totalPages).toBe(3);
    expect(result.posts.map((post) => post.slug)).toEqual(['caught-icy-overpass-three-trucks', 'open-house-customer-day', 'firmware-2-1-release-notes']);
    expect(result.posts[0]?.acf.youtube_video_id).toBe('Xk2pW8rLm4s');
  });

  it('gives cards from recorded posts: the media size from media_details, no image for an embedded error or no media', async () => {
    const { client } = recordedSource(() => page(wpPosts, 3, 1));
    const [video, forbidden, plain] = (await client.listPosts({ embed: true })).posts.map((post) => toBlogCard(post, blogCategories(messagesFor('en')), 'en'));
    expect(video).toMatchObject({
      title: 'Caught On Camera: Icy Overpass – Three Trucks, No Crash',
      excerpt: 'Black ice on the overpass, three trucks and a driver who kept it together.',
      categories: ['Video', 'Caught On Roadsight'],
      image: {
        src: 'https://news.example.org/wp-content/uploads/2026/03/icy-overpass-still.jpg',
        alt: 'A truck braking on an icy overpass, seen from the cab behind',
        width: 1920,
        height: 1080,
      },
    });
    expect(forbidden?.image).toBeUndefined();
    expect(forbidden?.title).toBe('Open House & Customer Day');
    expect(forbidden?.categories).toEqual(['Events']);
    expect(plain?.image).toBeUndefined();
    expect(plain?.categories).toEqual(['Updates']);
  });

  it('clamps the page size to 1..100 and defaults it to 12', async () => {
    const { requests, client } = recordedSource(() => page([], 0, 0));
    for (const perPage of [500, 0, -4, 7.9, Number.NaN, undefined]) await client.listPosts({ perPage });
    expect(requests.map((url) => url.searchParams.get('per_page'))).toEqual(['100', '1', '1', '7', '12', '12']);
  });

  it('asks for page 1 when given no page or one below 1', async () => {
    const { requests, client } = recordedSource(() => page([], 0, 0));
    await client.listPosts({});
    await client.listPosts({ page: 0 });
    expect(requests.map((url) => url.searchParams.get('page'))).toEqual(['1', '1']);
  });

  it('takes the 400 past the last page as an empty last page', async () => {
    const { client } = recordedSource(() => ({ status: 400, body: wpErrors.pastLastPage }));
    await expect(client.listPosts({ page: 9, perPage: 12 })).resolves.toEqual({ posts: [], total: null, totalPages: null });
  });

  it('fails on any other WordPress error, naming its code', async () => {
    const { client } = recordedSource(() => ({ status: 400, body: wpErrors.invalidParam }));
    const failure = await client.listPosts({ perPage: 12 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContentRequestError);
    expect(failure).toMatchObject({ status: 400, code: 'rest_invalid_param' });
    expect((failure as Error).message).toContain('Invalid parameter(s): per_page');
  });

  it('fails on an answer that is not JSON, or not a list', async () => {
    const html = recordedSource(() => ({ status: 502, body: '<html><body>Bad gateway</body></html>' }));
    await expect(html.client.listPosts()).rejects.toMatchObject({ name: 'ContentRequestError', status: 502 });
    const object = recordedSource(() => ({ status: 200, body: { posts: [] } }));
    await expect(object.client.listPosts()).rejects.toThrow('something other than a list');
  });

  it('reports unknown totals as null when the headers are not exposed', async () => {
    const { client } = recordedSource(() => ({ status: 200, body: wpPosts }));
    const result = await client.listPosts();
    expect(result).toMatchObject({ total: null, totalPages: null });
    expect(result.posts).toHaveLength(3);
  });
});

describe('postBySlug', () => {
  it('asks by slug with the embeds and gives the first result', async () => {
    const { requests, client } = recordedSource(() => page(wpPosts.slice(0, 1), 1, 1));
    const post = await client.postBySlug('caught-icy-overpass-three-trucks');
    expect(post?.id).toBe(4127);
    expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toEqual({ slug: 'caught-icy-overpass-three-trucks', _embed: '1' });
  });

  it('gives null for an empty list', async () => {
    const { client } = recordedSource(() => page([], 0, 0));
    await expect(client.postBySlug('no-such-post')).resolves.toBeNull();
  });

  it('gives null without asking for a slug no post can have', async () => {
    const { requests, client } = recordedSource(() => page(wpPosts, 3, 1));
    await expect(client.postBySlug('a,b')).resolves.toBeNull();
    await expect(client.postBySlug('')).resolves.toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('fails when the lookup fails', async () => {
    const { client } = recordedSource(() => ({
      status: 500,
      body: { code: 'internal_server_error', message: 'There has been a critical error.', data: { status: 500 } },
    }));
    await expect(client.postBySlug('any')).rejects.toMatchObject({ status: 500, code: 'internal_server_error' });
  });
});

describe('listCategories', () => {
  it('asks for 100 categories and gives them as WordPress sent them', async () => {
    const { requests, client } = recordedSource(() => page(wpCategories, 2, 1));
    const categories = await client.listCategories();
    expect(requests[0]?.pathname).toBe('/wp-json/wp/v2/categories');
    expect(requests[0]?.searchParams.get('per_page')).toBe('100');
    expect(categories.map((category) => [category.id, category.name])).toEqual([
      [2042, 'Company News'],
      [1602, 'Firmware &amp; Platform Updates'],
    ]);
  });
});

describe('a relative base URL', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps requests on the page origin', async () => {
    // A browser resolves a relative URL against the page; Node has no page, so here Request does it as a browser would.
    const PageRequest = class extends Request {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'https://www.example.com/blog/all?page=2') : input, init);
      }
    };
    vi.stubGlobal('Request', PageRequest);
    const seen: string[] = [];
    const client = createContentClient({
      baseUrl: '/wp-json/wp/v2',
      fetch: async (input) => {
        seen.push(input instanceof Request ? input.url : String(input));
        return new Response('[]', { status: 200 });
      },
    });
    await client.listCategories();
    expect(seen).toEqual(['https://www.example.com/wp-json/wp/v2/categories?per_page=100']);
  });
});

describe('the source', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is sent no Authorization of this server, only what it answers in', async () => {
    const { sent, client } = recordedSource(() => page(wpPosts, 3, 1));
    await client.listPosts({ embed: true });
    await client.postBySlug('caught-icy-overpass-three-trucks');
    await client.listCategories();
    expect(sent.map((request) => [request.headers.get('Authorization'), request.headers.get('Accept')])).toEqual([
      [null, 'application/json'],
      [null, 'application/json'],
      [null, 'application/json'],
    ]);
  });

  it('may keep its REST API under another prefix than wp-json', async () => {
    const { requests, client } = recordedSource(() => page(wpCategories, 2, 1), 'https://news.example.org/blog/api/wp/v2');
    await client.listCategories();
    await client.listPosts({ perPage: 3 });
    expect(requests.map((url) => url.origin + url.pathname)).toEqual([
      'https://news.example.org/blog/api/wp/v2/categories',
      'https://news.example.org/blog/api/wp/v2/posts',
    ]);
    expect(requests[1]?.searchParams.get('per_page')).toBe('3');
  });

  it('is read with the fetch globalThis holds when the request goes out, called as a browser allows', async () => {
    const client = createContentClient({ baseUrl: 'https://news.example.org/wp-json/wp/v2' });
    const requests: string[] = [];
    vi.stubGlobal('fetch', async function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
      // A browser's fetch called on anything but the window (or on nothing) throws.
      if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
      requests.push(new Request(input, init).url);
      return answerWith(page(wpCategories, 2, 1));
    });
    await expect(client.listCategories()).resolves.toHaveLength(2);
    expect(requests).toEqual(['https://news.example.org/wp-json/wp/v2/categories?per_page=100']);
  });

  it('passes on the signal of the caller, so a list nobody shows any more stops loading', async () => {
    const { sent, client } = recordedSource(() => page(wpPosts, 3, 1));
    const controllers = [new AbortController(), new AbortController(), new AbortController()];
    await client.listPosts({}, controllers[0]?.signal);
    await client.postBySlug('caught-icy-overpass-three-trucks', controllers[1]?.signal);
    await client.listCategories(controllers[2]?.signal);
    expect(sent.map((request) => request.signal.aborted)).toEqual([false, false, false]);
    for (const controller of controllers) controller.abort();
    expect(sent.map((request) => request.signal.aborted)).toEqual([true, true, true]);
  });
});
