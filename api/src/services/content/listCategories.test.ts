import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneTemplate } from '../../../test/harness/testDatabase.ts';
import type { Database } from '../../db/Database.ts';
import { categories, posts } from '../../db/seed/content/index.ts';
import { PublicCache } from '../cache/PublicCache.ts';
import { createContentService } from './createContentService.ts';
import type { CategoriesQuery } from './types.ts';

const publicUrl = 'https://fleet.example';
const publishedIn = (id: number) => posts.filter((p) => p.status === 'publish' && p.categoryIds.includes(id)).length;

let db: Database;

function list(params: Partial<CategoriesQuery> = {}) {
  const query: CategoriesQuery = { page: 1, per_page: 10, orderby: 'name', order: 'asc', hide_empty: false, ...params };
  const url = new URL(`${publicUrl}/wp-json/wp/v2/categories`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, String(value));
  return createContentService(db, { publicUrl, siteName: 'Fleet', cache: new PublicCache() }).listCategories(query, url);
}

beforeAll(async () => {
  db = await cloneTemplate(inject('databaseTemplate'));
}, 60_000);

afterAll(async () => {
  await db?.close();
});

describe('listCategories', () => {
  it('lists every category by name with its count of published posts', async () => {
    const page = await list({ per_page: 100 });
    expect(page.items.map((c) => c.id)).toEqual([...categories].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id)).map((c) => c.id));
    for (const category of page.items) expect(category.count, category.slug).toBe(publishedIn(category.id));
    expect(page.headers['X-WP-Total']).toBe(String(categories.length));
    expect(page.headers.Link).toBeUndefined();
  });

  it('shapes a category as WordPress does', async () => {
    const page = await list({ search: 'weather' });
    expect(page.items).toEqual([
      {
        id: 1588,
        count: publishedIn(1588),
        description: 'Animals, storms and other surprises.',
        link: `${publicUrl}/blog/category/caught-on-roadsight-wildlife-weather`,
        name: 'Caught On Roadsight: Wildlife &amp; Weather',
        slug: 'caught-on-roadsight-wildlife-weather',
        taxonomy: 'category',
        parent: 0,
        meta: {},
        _links: {
          self: [{ href: `${publicUrl}/wp-json/wp/v2/categories/1588` }],
          collection: [{ href: `${publicUrl}/wp-json/wp/v2/categories` }],
          about: [{ href: `${publicUrl}/wp-json/wp/v2/taxonomies/category` }],
          'wp:post_type': [{ href: `${publicUrl}/wp-json/wp/v2/posts?categories=1588` }],
          curies: [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }],
        },
      },
    ]);
  });

  it('hides categories without published posts when asked', async () => {
    const { items } = await list({ per_page: 100, hide_empty: true });
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((c) => c.count > 0)).toBe(true);
    expect(items).toHaveLength(categories.filter((c) => publishedIn(c.id) > 0).length);
  });

  it('orders by count or id', async () => {
    const byCount = (await list({ per_page: 100, orderby: 'count', order: 'desc' })).items.map((c) => c.count);
    expect(byCount).toEqual([...byCount].sort((a, b) => b - a));
    const byId = (await list({ per_page: 5, orderby: 'id' })).items.map((c) => c.id);
    expect(byId).toEqual(
      categories
        .map((c) => c.id)
        .sort((a, b) => a - b)
        .slice(0, 5),
    );
  });

  it('pages with links, and answers an empty page past the end', async () => {
    const second = await list({ per_page: 10, page: 2 });
    expect(second.items).toHaveLength(10);
    expect(second.headers.Link).toContain('rel="prev"');
    expect(second.headers.Link).toContain('rel="next"');
    const past = await list({ per_page: 10, page: 9 });
    expect(past.items).toEqual([]);
    expect(past.headers['X-WP-Total']).toBe(String(categories.length));
    expect(past.headers['X-WP-TotalPages']).toBe(String(Math.ceil(categories.length / 10)));
    expect(past.headers.Link).toBe(`<${publicUrl}/wp-json/wp/v2/categories?per_page=10&page=3>; rel="prev"`);
  });
});
