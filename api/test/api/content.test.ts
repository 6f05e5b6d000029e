import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness/startTestServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const get = (query: string, path = '/wp-json/wp/v2/posts') => fetch(`${server.url}${path}${query}`);

describe('GET /wp-json/wp/v2/posts over HTTP', () => {
  it('pages with the WordPress headers', async () => {
    const [{ n: total }] = (await server.db.query<{ n: number }>(`select count(*)::int as n from wp_posts where status = 'publish'`)) as [{ n: number }];
    const response = await get('?per_page=6&page=2&_embed=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-wp-total')).toBe(String(total));
    expect(response.headers.get('x-wp-totalpages')).toBe(String(Math.ceil(total / 6)));
    expect(response.headers.get('access-control-expose-headers')).toBe('X-WP-Total, X-WP-TotalPages, Link');
    expect(response.headers.get('link')).toContain('rel="prev"');
    expect(response.headers.get('link')).toContain('rel="next"');
    const posts = (await response.json()) as { _embedded?: Record<string, unknown> }[];
    expect(posts).toHaveLength(6);
    expect(posts[0]?._embedded?.author).toBeDefined();
  });

  it('refuses out-of-range parameters as rest_invalid_param', async () => {
    const response = await get('?per_page=500');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): per_page',
      data: {
        status: 400,
        params: { per_page: 'per_page must be between 1 (inclusive) and 100 (inclusive)' },
        details: { per_page: { code: 'rest_invalid_param', message: 'per_page must be between 1 (inclusive) and 100 (inclusive)', data: null } },
      },
    });
  });

  it('answers rest_post_invalid_page_number past the last page', async () => {
    const response = await get('?per_page=100&page=9');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'rest_post_invalid_page_number',
      message: 'The page number requested is larger than the number of pages available.',
      data: { status: 400 },
    });
  });

  it('ignores parameters it does not know, as WordPress does', async () => {
    expect((await get('?_fields=id,title&context=view')).status).toBe(200);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await fetch(`${server.url}/wp-json/wp/v2/posts?per_page=1`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('x-wp-total'))).toBeGreaterThan(30);
    expect(await response.text()).toBe('');
  });

  it('shows a new post at once, although pages are cached', async () => {
    const before = Number((await get('?per_page=1')).headers.get('x-wp-total'));
    await server.db.query(
      `insert into wp_posts (id, date, modified, slug, title, content, excerpt, author_id)
       select 9001, now(), now(), 'fresh-post', 'Fresh', '<p>Fresh</p>', '<p>Fresh</p>', min(id) from wp_authors`,
    );
    await expect.poll(async () => Number((await get('?per_page=1')).headers.get('x-wp-total'))).toBe(before + 1);
  });
});

describe('GET /wp-json/wp/v2/categories over HTTP', () => {
  it('lists categories with counts and answers [] past the end', async () => {
    const response = await get('?per_page=100', '/wp-json/wp/v2/categories');
    const categories = (await response.json()) as { id: number; count: number }[];
    expect(categories.map((c) => c.id)).toEqual(expect.arrayContaining([2042, 1559, 1570, 2206]));
    expect(response.headers.get('x-wp-total')).toBe(String(categories.length));
    const past = await get('?per_page=100&page=5', '/wp-json/wp/v2/categories');
    expect(past.status).toBe(200);
    expect(await past.json()).toEqual([]);
  });
});
