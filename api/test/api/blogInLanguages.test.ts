import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The category map's excluded categories (packages/content/src/blog/categoryMap.ts).
const excludedCategoryIds = [2206, 2233, 2234];

import { startTestServer, type TestServer } from '../harness/startTestServer.ts';

/**
 * The blog in the site's languages, as a reader and a search engine meet it: on the German blog the German posts
 * come first and the English ones are marked as English; a post links to its translation, and its address in its own
 * language is the canonical one. Seeded posts are given languages in the database, as a sync from Polylang would.
 */

const siteDist = fileURLToPath(new URL('../../../site/dist', import.meta.url));
if (!existsSync(`${siteDist}/server/entry.mjs`)) throw new Error(`${siteDist} holds no site build: run npm run build -w @fleet/site first`);

const host = 'https://www.example.com';
let server: TestServer;
interface Post {
  id: number;
  slug: string;
  title: string;
}
/** The newest posts the list shows (outside the excluded categories). */
let listed: Post[] = [];
/** `english` and its German translation `german`; `alone` is German without a translation. */
let english: Post;
let german: Post;
let alone: Post;

const page = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, text: await response.text(), headers: response.headers };
};
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#8217;|&rsquo;/g, '’')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');
/** The cards' titles in order, each with the language its title is marked as in (none when the page's). */
const cards = (html: string) =>
  [...html.matchAll(/<h2\b[^>]*><span[^>]*?(?: lang="([a-z]+)")?[^>]*>([^<]+)<\/span><\/h2>/g)].map(([, lang, title]) => ({
    title: decode(title!),
    ...(lang ? { lang } : {}),
  }));
const link = (html: string, rel: string, hreflang?: string) =>
  new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]*)"`).exec(html)?.[1];

beforeAll(async () => {
  server = await startTestServer({ SITE_DIST: siteDist });
  listed = await server.db.query<Post>(
    `select id, slug, title from wp_posts p where status = 'publish'
       and not exists (select 1 from wp_post_categories pc where pc.post_id = p.id and pc.category_id = any($1::int[]))
     order by date desc, id desc`,
    [excludedCategoryIds],
  );
  // Languages as a sync from Polylang leaves them: the newest post in English with a German translation further down.
  [english, , , german, , alone] = listed as [Post, Post, Post, Post, Post, Post];
  await server.db.query(`update wp_posts set lang = 'en', translations = $2 where id = $1`, [english.id, { de: german.id }]);
  await server.db.query(`update wp_posts set lang = 'de', translations = $2 where id = $1`, [german.id, { en: english.id }]);
  await server.db.query(`update wp_posts set lang = 'de' where id = $1`, [alone.id]);
});
afterAll(async () => {
  await server?.stop();
});

describe('the blog in the site’s languages', () => {
  it('lists the German posts first on the German blog, the English ones after them marked as English', async () => {
    // The change is announced, so the list is rendered again.
    await expect
      .poll(async () => cards((await page('/de/blog/all')).text).slice(0, 2))
      .toEqual([{ title: decode(german.title) }, { title: decode(alone.title) }]);
    const shown = cards((await page('/de/blog/all')).text);
    expect(shown).toHaveLength(6);
    expect(shown.slice(2)).toEqual(
      listed
        .filter((post) => post.id !== german.id && post.id !== alone.id)
        .slice(0, 4)
        .map((post) => ({ title: decode(post.title), lang: 'en' })),
    );
    expect((await page('/de/blog/all')).text).toContain('<span lang="en">English</span>');
  });

  it('lists the English posts first on the English blog, and “Load More Posts” walks the whole list once, in either language', async () => {
    const first = cards((await page('/blog/all')).text);
    expect(first.map((card) => card.title)).not.toContain(decode(german.title));
    expect(first.every((card) => card.lang === undefined)).toBe(true);
    for (const prefix of ['', '/de']) {
      const all = cards((await page(`${prefix}/blog/all?page=9`)).text).map((card) => card.title);
      expect(new Set(all).size).toBe(all.length);
      expect([...all].sort()).toEqual(listed.map((post) => decode(post.title)).sort());
    }
    // The German posts close the English list, marked as German.
    const all = cards((await page('/blog/all?page=9')).text);
    expect(all.slice(-2)).toEqual([
      { title: decode(german.title), lang: 'de' },
      { title: decode(alone.title), lang: 'de' },
    ]);
  });

  it('links a post to its translation, and names its own language’s address as the canonical one', async () => {
    const germanPage = (await page(`/de/blog/${german.slug}`)).text;
    expect(link(germanPage, 'canonical')).toBe(`${host}/de/blog/${german.slug}`);
    expect(link(germanPage, 'alternate', 'en')).toBe(`${host}/blog/${english.slug}`);
    expect(link(germanPage, 'alternate', 'de')).toBe(`${host}/de/blog/${german.slug}`);
    expect(link(germanPage, 'alternate', 'x-default')).toBe(`${host}/blog/${english.slug}`);
    expect(germanPage).toContain('Diesen Beitrag gibt es auch auf');
    expect(germanPage).toMatch(new RegExp(`<a [^>]*href="/blog/${english.slug}" lang="en" hreflang="en"[^>]*>English</a>`));
    // The language switcher leads to the translation, not to the same slug under the other prefix.
    expect(germanPage).toMatch(new RegExp(`<a [^>]*href="/blog/${english.slug}" hreflang="en" lang="en"[^>]*>English</a>`));

    const englishPage = (await page(`/blog/${english.slug}`)).text;
    expect(link(englishPage, 'canonical')).toBe(`${host}/blog/${english.slug}`);
    expect(link(englishPage, 'alternate', 'de')).toBe(`${host}/de/blog/${german.slug}`);
    expect(englishPage).toContain('Also available in');
    expect(englishPage).toMatch(new RegExp(`href="/de/blog/${german.slug}" lang="de" hreflang="de"[^>]*>Deutsch</a>`));
  });

  it('shows a post on the other language’s page marked as in its language, canonical at its own address', async () => {
    const shown = (await page(`/blog/${alone.slug}`)).text;
    expect(shown).toMatch(/<html lang="en"/);
    expect(shown).toMatch(/<h1 [^>]*lang="de"/);
    expect(link(shown, 'canonical')).toBe(`${host}/de/blog/${alone.slug}`);
    // One language only: no hreflang alternates.
    expect(link(shown, 'alternate', 'x-default')).toBeUndefined();
    const untranslated = (await page(`/de/blog/${listed[1]!.slug}`)).text;
    expect(link(untranslated, 'canonical')).toBe(`${host}/blog/${listed[1]!.slug}`);
  });

  it('gives each language its own feed, and the sitemap each post in its language with its translation', async () => {
    const feed = (await page('/de/blog/feed.xml')).text;
    expect([...feed.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map(([, url]) => url)).toEqual([
      `${host}/de/blog/${german.slug}`,
      `${host}/de/blog/${alone.slug}`,
    ]);
    const englishFeed = (await page('/blog/feed.xml')).text;
    expect(englishFeed).not.toContain(`/blog/${german.slug}<`);

    const sitemap = (await page('/sitemap.xml')).text;
    const entry = (path: string) => new RegExp(`<url><loc>${host}${path}</loc>(.*?)</url>`).exec(sitemap)?.[1];
    expect(entry(`/de/blog/${german.slug}`)).toContain(`hreflang="en" href="${host}/blog/${english.slug}"`);
    expect(entry(`/blog/${english.slug}`)).toContain(`hreflang="de" href="${host}/de/blog/${german.slug}"`);
    expect(entry(`/de/blog/${alone.slug}`)).not.toContain('xhtml:link');
    expect(entry(`/blog/${german.slug}`)).toBeUndefined();
  });

  it('takes WordPress’ offset in the content API: the posts after that many, the totals of all', async () => {
    const response = await fetch(`${server.url}/wp-json/wp/v2/posts?lang=de&offset=1&per_page=5`);
    expect(response.headers.get('X-WP-Total')).toBe('2');
    expect(((await response.json()) as { id: number }[]).map((post) => post.id)).toEqual([alone.id]);
    const past = await fetch(`${server.url}/wp-json/wp/v2/posts?lang=de&offset=40`);
    expect(past.status).toBe(200);
    expect(await past.json()).toEqual([]);
    expect((await fetch(`${server.url}/wp-json/wp/v2/posts?offset=-1`)).status).toBe(400);
  });
});
