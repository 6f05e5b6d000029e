import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness/startTestServer.ts';

// The site as built (npm test builds it before the API's tests): the blog reads its categories from the content API.
const siteDist = fileURLToPath(new URL('../../../site/dist', import.meta.url));
if (!existsSync(`${siteDist}/server/entry.mjs`)) throw new Error(`${siteDist} holds no site build: run npm run build -w @fleet/site first`);

let server: TestServer;
/** Two seeded posts, filed under the category the marketing team adds in WordPress. */
let filed: { id: number; title: string }[] = [];

beforeAll(async () => {
  server = await startTestServer({ SITE_DIST: siteDist });
  filed = await server.db.query<{ id: number; title: string }>(`select id, title from wp_posts where status = 'publish' order by date desc limit 2`);
});
afterAll(async () => {
  await server?.stop();
});

const html = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, text: await response.text() };
};
const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&#8217;|&rsquo;/g, '’');

/** The chips of the blog list as a reader meets them (the radio links of 'Filter by category'): each one's text and address. */
const chips = (page: string) => {
  const group = page.slice(page.indexOf('aria-label="Filter by category"'));
  return [...group.slice(0, group.indexOf('</div>')).matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>([^<]+)<\/a>/g)].map(([, href, label]) => ({
    label: decode(label!),
    href: decode(href!),
  }));
};

describe('the blog’s categories', () => {
  it('shows a category added in WordPress as a chip of its own, which lists its posts, and a feed of them', async () => {
    const before = chips((await html('/blog/all')).text).map((chip) => chip.label);
    expect(before).toContain('Caught On Roadsight');
    expect(before).not.toContain('Winter Driving');

    await server.db.query(
      `insert into wp_categories (id, name, slug, description) values (9200, 'Winter Driving', 'winter-driving', ''), (9201, 'Nothing Yet', 'nothing-yet', '')`,
    );
    await server.db.query('insert into wp_post_categories (post_id, category_id) select unnest($1::int[]), 9200', [filed.map((post) => post.id)]);
    try {
      // The change is announced, so the list is rendered again at once with the new chip; the empty category has none.
      await expect.poll(async () => chips((await html('/blog/all')).text).map((chip) => chip.label)).toEqual([...before, 'Winter Driving']);
      expect(chips((await html('/blog/all')).text).at(-1)).toEqual({ label: 'Winter Driving', href: '/blog/all?category=winter-driving' });

      const listed = await html('/blog/all?category=winter-driving');
      expect(listed.status).toBe(200);
      // Each card's title is an h2 around a clamped span.
      const titles = [...listed.text.matchAll(/<h2\b[^>]*><span[^>]*>([^<]+)<\/span><\/h2>/g)].map(([, title]) => decode(title!));
      expect(titles).toEqual(filed.map((post) => decode(post.title)));
      // Each card names the category among its labels.
      expect(listed.text.match(/>Winter Driving</g)?.length).toBeGreaterThan(filed.length);

      const feed = await html('/blog/feed.xml?category=winter-driving');
      expect(feed.status).toBe(200);
      expect(feed.text).toContain('<title>Example Fleet Blog: Winter Driving</title>');
      expect(feed.text.match(/<item>/g)).toHaveLength(filed.length);
      expect((await html('/blog/feed.xml?category=nothing-yet')).status).toBe(404);
    } finally {
      await server.db.query('delete from wp_categories where id in (9200, 9201)');
    }
  });
});
