import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneTemplate } from '../../../test/harness/testDatabase.ts';
import type { Database, Queryable } from '../../db/Database.ts';
import { posts, type SeedPost } from '../../db/seed/content/index.ts';
import { componentsSchema } from '../../generated/operations.ts';
import { PublicCache } from '../cache/PublicCache.ts';
import { ContentQueryError } from '../ServiceError.ts';
import { createContentService } from './createContentService.ts';
import type { PostsQuery, WpPostJson } from './types.ts';

const publicUrl = 'https://fleet.example';
const hidden = [2206, 2233, 2234];
const published = posts.filter((p) => p.status === 'publish').sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
const inAny = (post: SeedPost, ids: number[]) => post.categoryIds.some((id) => ids.includes(id));
const idsOf = (items: readonly { id: number }[]) => items.map((item) => item.id);

let db: Database;
let queries = 0;

function service() {
  const counted: Queryable = {
    query: (sql, params) => {
      queries += 1;
      return db.query(sql, params);
    },
  };
  return createContentService(counted, { publicUrl, siteName: 'Fleet', cache: new PublicCache() });
}

function list(params: Partial<PostsQuery> = {}) {
  const query: PostsQuery = { page: 1, per_page: 10, orderby: 'date', order: 'desc', ...params };
  const url = new URL(`${publicUrl}/wp-json/wp/v2/posts`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, String(value));
  return service().listPosts(query, url);
}

async function wpError(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentQueryError);
  return error as ContentQueryError;
}

beforeAll(async () => {
  db = await cloneTemplate(inject('databaseTemplate'));
}, 60_000);

afterAll(async () => {
  await db?.close();
});

describe('listPosts paging', () => {
  it('answers the newest published posts with WordPress totals and a next link', async () => {
    const page = await list({ per_page: 10 });
    expect(idsOf(page.items)).toEqual(idsOf(published.slice(0, 10)));
    expect(page.headers['X-WP-Total']).toBe(String(published.length));
    expect(page.headers['X-WP-TotalPages']).toBe(String(Math.ceil(published.length / 10)));
    expect(page.headers.Link).toBe(`<${publicUrl}/wp-json/wp/v2/posts?per_page=10&page=2>; rel="next"`);
    expect(page.headers['Access-Control-Expose-Headers']).toBe('X-WP-Total, X-WP-TotalPages, Link');
  });

  it('links both ways in the middle, keeps the query string, and only back from the last page', async () => {
    const middle = await list({ per_page: 7, page: 2, categories_exclude: '2206' });
    expect(middle.headers.Link).toBe(
      `<${publicUrl}/wp-json/wp/v2/posts?per_page=7&page=1&categories_exclude=2206>; rel="prev", ` +
        `<${publicUrl}/wp-json/wp/v2/posts?per_page=7&page=3&categories_exclude=2206>; rel="next"`,
    );
    const lastPage = Math.ceil(published.length / 7);
    const last = await list({ per_page: 7, page: lastPage });
    expect(idsOf(last.items)).toEqual(idsOf(published.slice((lastPage - 1) * 7)));
    expect(last.headers.Link).toMatch(/^<[^>]*page=\d+>; rel="prev"$/);
  });

  it('never lists a draft', async () => {
    const page = await list({ per_page: 100 });
    expect(page.items).toHaveLength(published.length);
    expect(idsOf(page.items)).not.toContain(posts.find((p) => p.status === 'draft')?.id);
  });

  it('refuses a page past the last one while posts exist', async () => {
    const error = await wpError(list({ per_page: 10, page: Math.ceil(published.length / 10) + 1 }));
    expect(error.wpCode).toBe('rest_post_invalid_page_number');
    expect(error.message).toBe('The page number requested is larger than the number of pages available.');
  });

  it('answers an empty page with zero totals when nothing matches, whatever the page', async () => {
    const page = await list({ search: 'no post mentions this phrase', page: 2 });
    expect(page.items).toEqual([]);
    expect(page.headers['X-WP-Total']).toBe('0');
    expect(page.headers['X-WP-TotalPages']).toBe('0');
    expect(page.headers.Link).toBeUndefined();
  });

  it('orders by id or slug in either direction', async () => {
    const byId = await list({ per_page: 100, orderby: 'id', order: 'asc' });
    expect(idsOf(byId.items)).toEqual(idsOf(published).sort((a, b) => a - b));
    const bySlug = await list({ per_page: 100, orderby: 'slug', order: 'desc' });
    const slugs = bySlug.items.map((p) => p.slug);
    expect(slugs).toEqual([...slugs].sort().reverse());
  });
});

describe('listPosts filters', () => {
  it('matches posts in ANY of the categories', async () => {
    const ids = [1570, 1571, 1572, 1588];
    const page = await list({ categories: ' 1570,1571 ,1572,1588', per_page: 100 });
    expect(idsOf(page.items)).toEqual(idsOf(published.filter((p) => inAny(p, ids))));
    expect(page.headers['X-WP-Total']).toBe(String(published.filter((p) => inAny(p, ids)).length));
  });

  it('drops posts in any excluded category, and applies both lists together', async () => {
    const visible = await list({ categories_exclude: hidden.join(','), per_page: 100 });
    expect(idsOf(visible.items)).toEqual(idsOf(published.filter((p) => !inAny(p, hidden))));
    const both = await list({ categories: '1581', categories_exclude: '2233', per_page: 100 });
    expect(idsOf(both.items)).toEqual(idsOf(published.filter((p) => inAny(p, [1581]) && !inAny(p, [2233]))));
    expect(both.items.length).toBeGreaterThan(0);
  });

  it('searches title, excerpt and content case-insensitively, taking % and _ literally', async () => {
    const matching = (term: string) => published.filter((p) => [p.title, p.excerpt, p.content].some((f) => f.toLowerCase().includes(term.toLowerCase())));
    for (const term of ['cm100GLTE', 'hailstorm', '38%', '%', 'box_3ch']) {
      const page = await list({ search: term, per_page: 100 });
      expect(idsOf(page.items), term).toEqual(idsOf(matching(term)));
    }
    expect(matching('%').length).toBeGreaterThan(0);
    expect(matching('box_3ch')).toEqual([]);
  });

  it('orders by relevance only with a search term, title matches first', async () => {
    const error = await wpError(list({ orderby: 'relevance' }));
    expect(error.wpCode).toBe('rest_no_search_term_defined');
    expect(error.message).toBe('You need to define a search term to order by relevance.');

    const page = await list({ search: 'firmware', orderby: 'relevance', per_page: 100 });
    const inTitle = page.items.map((p) => p.title.rendered.toLowerCase().includes('firmware'));
    expect(inTitle[0]).toBe(true);
    expect(inTitle).toContain(false);
    expect(inTitle.indexOf(false)).toBe(inTitle.lastIndexOf(true) + 1);
  });

  it('finds posts by slug, always as an array', async () => {
    const one = await list({ slug: 'caught-hailstorm-i-25', _embed: '1' });
    expect(idsOf(one.items)).toEqual([131]);
    expect((await list({ slug: 'no-such-post' })).items).toEqual([]);
    expect((await list({ slug: 'summer-safety-campaign' })).items).toEqual([]);
    const two = await list({ slug: 'year-in-review-2024,why-we-dont-sell-driver-data' });
    expect(idsOf(two.items)).toEqual([130, 117]);
  });
});

describe('post JSON', () => {
  const find = async (slug: string, embed?: string) => {
    const page = await list(embed === undefined ? { slug } : { slug, _embed: embed });
    const post = page.items[0];
    if (!post) throw new Error(`no post ${slug}`);
    return post;
  };

  it('carries every WordPress field, the maker meta and the links', async () => {
    const post = await find('caught-hailstorm-i-25');
    expect(post).toMatchObject({
      id: 131,
      date: '2025-10-14T19:20:00',
      date_gmt: '2025-10-14T19:20:00',
      guid: { rendered: `${publicUrl}/?p=131` },
      type: 'post',
      status: 'publish',
      link: `${publicUrl}/blog/caught-hailstorm-i-25`,
      title: { rendered: 'Caught On Roadsight: Hailstorm on the I-25', protected: false },
      content: { protected: false },
      featured_media: 527,
      format: 'video',
      categories: [1588, 2239],
      tags: [],
      meta: {},
      acf: { youtube_video_id: 'Hl8sTo4YcDi', youtube_url: 'https://www.youtube.com/watch?v=Hl8sTo4YcDi' },
    });
    expect(post._embedded).toBeUndefined();
    expect(Object.keys(post._links)).toEqual(['self', 'collection', 'about', 'author', 'wp:featuredmedia', 'wp:term', 'curies']);
    expect(post._links.author).toEqual([{ embeddable: true, href: `${publicUrl}/wp-json/wp/v2/users/4` }]);
    expect(post._links['wp:term']?.map((l) => l.taxonomy)).toEqual(['category', 'post_tag']);

    const plain = await find('choosing-sd-card-24-7-recording');
    expect(plain).toMatchObject({ featured_media: 0, format: 'standard', acf: { youtube_video_id: '', youtube_url: '' } });
    expect(plain._links['wp:featuredmedia']).toBeUndefined();
  });

  it('embeds the author, the image with its sizes and the categories', async () => {
    const { _embedded: embedded } = await find('fleet-dashboard-trip-timeline-event-filters', '');
    expect(embedded?.author?.[0]).toMatchObject({ id: 3, name: 'Priya Raman', link: `${publicUrl}/blog/author/priya-raman` });
    const image = embedded?.['wp:featuredmedia']?.[0];
    expect(image).toMatchObject({
      id: 519,
      type: 'attachment',
      media_type: 'image',
      mime_type: 'image/webp',
      source_url: `${publicUrl}/uploads/2025/03/fleet-dashboard-overview.webp`,
      media_details: { width: 1200, height: 675, file: '2025/03/fleet-dashboard-overview.webp' },
    });
    expect(image && 'media_details' in image && Object.keys(image.media_details.sizes)).toEqual(['medium', 'large', 'full']);
    expect(embedded?.['wp:term']).toEqual([
      [
        { id: 2042, link: `${publicUrl}/blog/category/company-news`, name: 'Company News', slug: 'company-news', taxonomy: 'category' },
        { id: 1602, link: `${publicUrl}/blog/category/updates`, name: 'Firmware &amp; Platform Updates', slug: 'updates', taxonomy: 'category' },
      ],
      [],
    ]);
  });

  it('embeds a private image as rest_forbidden and leaves out a missing one', async () => {
    const locked = await find('customer-appreciation-day-open-house', '1');
    expect(locked._embedded?.['wp:featuredmedia']).toEqual([
      { code: 'rest_forbidden', message: 'Sorry, you are not allowed to view this item.', data: { status: 403 } },
    ]);
    const bare = await find('why-we-dont-sell-driver-data', '1');
    expect(Object.keys(bare._embedded ?? {})).toEqual(['author', 'wp:term']);
  });

  it('embeds only the relations listed', async () => {
    const post = await find('caught-hailstorm-i-25', 'author,wp:term');
    expect(Object.keys(post._embedded ?? {})).toEqual(['author', 'wp:term']);
    expect((await find('caught-hailstorm-i-25', 'replies'))._embedded).toBeUndefined();
  });

  it('matches the WpPost schema in openapi.yaml', async () => {
    const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
    const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, strictTypes: false });
    addFormats(ajv);
    ajv.addKeyword('x-error-message');
    ajv.addSchema(componentsSchema as object);
    const validate = ajv.getSchema<WpPostJson>('components#/$defs/WpPost');
    if (!validate) throw new Error('WpPost schema missing');
    const plain = await list({ per_page: 100 });
    const embedded = await list({ per_page: 100, _embed: '1' });
    for (const post of [...plain.items, ...embedded.items]) {
      expect(validate(post) ? [] : validate.errors, `post ${post.id}`).toEqual([]);
    }
  });
});

describe('listPosts queries and cache', () => {
  it('uses the same number of queries for a page of 5 and a page of 40 with everything embedded', async () => {
    queries = 0;
    await list({ per_page: 5, _embed: '1' });
    const small = queries;
    queries = 0;
    await list({ per_page: 40, _embed: '1' });
    // The page and its count, then the categories, authors, images and tags of the whole page at once.
    expect(small).toBe(6);
    expect(queries).toBe(small);
  });

  it('answers a repeated query from the cache, with links for each request', async () => {
    const content = service();
    const query: PostsQuery = { page: 2, per_page: 5, orderby: 'date', order: 'desc', categories: '2239,1570' };
    const first = await content.listPosts(query, new URL(`${publicUrl}/wp-json/wp/v2/posts?page=2&per_page=5`));
    queries = 0;
    const again = await content.listPosts({ ...query, categories: '1570, 2239' }, new URL(`${publicUrl}/x?page=2&a=b`));
    expect(queries).toBe(0);
    expect(again.items).toEqual(first.items);
    expect(again.headers.Link).toContain(`<${publicUrl}/x?page=1&a=b>; rel="prev"`);
  });
});
