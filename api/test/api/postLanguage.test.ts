import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeWordPress, startFakeWordPress } from '../harness/fakeWordPress.ts';
import { startTestServer, type TestServer } from '../harness/startTestServer.ts';

/**
 * A post's language, from a source with Polylang's fields (or WPML's) to this server's content API: `lang` and
 * `translations` on each post, and the posts list's `lang` filter.
 */

const secret = 'a-shared-secret-of-some-length';
let wordpress: FakeWordPress;
let server: TestServer;

interface PostJson {
  id: number;
  lang: string | null;
  translations: Record<string, number>;
}

const get = async (path: string) => {
  const response = await fetch(`${server.url}/wp-json/wp/v2/${path}`);
  return { status: response.status, body: (await response.json()) as unknown };
};
const posts = async (query = '') => (await get(`posts?per_page=100&orderby=id&order=asc${query}`)).body as PostJson[];
const languages = async (query = '') => Object.fromEntries((await posts(query)).map((post) => [post.id, [post.lang, post.translations]]));

async function sync() {
  const response = await fetch(`${server.url}/functions/v1/content-sync`, { method: 'POST', headers: { 'X-Content-Sync-Secret': secret } });
  const body = (await response.json()) as { added: number; updated: number; removed: number };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body;
}

beforeAll(async () => {
  wordpress = await startFakeWordPress();
  // Polylang: a German post and its English translation, each listing the group (itself included).
  wordpress.save({ id: 301, title: 'Hagel auf der I-25', fields: { lang: 'de', translations: { en: 302, de: 301 } } });
  wordpress.save({ id: 302, title: 'Hail on the I-25', fields: { lang: 'en', translations: { en: 302, de: 301 } } });
  // No language, and one the site does not have: English to the site.
  wordpress.save({ id: 303, title: 'Before the languages' });
  wordpress.save({ id: 304, title: 'Grêle sur la I-25', fields: { lang: 'fr', translations: { fr: 304, de: 301 } } });
  // WPML, with a translation that is still a draft.
  wordpress.save({
    id: 305,
    title: 'Winterreifen',
    fields: { wpml_current_locale: 'de_DE', wpml_translations: [{ locale: 'en_US', id: 306, slug: 'winter-tyres', post_title: 'Winter tyres' }] },
  });
  wordpress.save({
    id: 306,
    title: 'Winter tyres',
    status: 'draft',
    fields: { wpml_current_locale: 'en_US', wpml_translations: [{ locale: 'de_DE', id: 305 }] },
  });
  server = await startTestServer({ CONTENT_SOURCE_URL: wordpress.url, CONTENT_SYNC_SECRET: secret, CONTENT_SYNC_INTERVAL: '1h' });
});
afterAll(async () => {
  await server?.stop();
  await wordpress?.close();
});

describe("a post's language", () => {
  it('is mirrored from Polylang or WPML, and served as Polylang serves it: links to published posts only, never the post itself', async () => {
    // The first import runs as the server starts.
    await expect.poll(async () => (await posts()).map((post) => post.id), { timeout: 20_000 }).toEqual([301, 302, 303, 304, 305]);
    expect(await languages()).toEqual({
      301: ['de', { en: 302 }],
      302: ['en', { de: 301 }],
      303: [null, {}],
      304: [null, {}],
      305: ['de', {}],
    });
    expect((await get('posts/301')).body).toMatchObject({ id: 301, lang: 'de', translations: { en: 302 } });
    expect(await server.db.query('select id, lang, translations from wp_posts where id in (301, 305) order by id')).toEqual([
      { id: 301, lang: 'de', translations: { en: 302 } },
      // The draft's link is kept: it shows once the translation is published.
      { id: 305, lang: 'de', translations: { en: 306 } },
    ]);
  });

  it('filters the posts list: lang=de only German posts, lang=en English ones and those with no language', async () => {
    expect((await posts('&lang=de')).map((post) => post.id)).toEqual([301, 305]);
    expect((await posts('&lang=en')).map((post) => post.id)).toEqual([302, 303, 304]);
    expect((await posts('&lang=en&search=Hail')).map((post) => post.id)).toEqual([302]);
  });

  it('refuses a language the site does not have, like any bad parameter', async () => {
    for (const lang of ['fr', 'DE', '', 'de,en']) {
      expect(await get(`posts?lang=${encodeURIComponent(lang)}`)).toMatchObject({
        status: 400,
        body: { code: 'rest_invalid_param', message: 'Invalid parameter(s): lang', data: { status: 400, params: { lang: expect.any(String) } } },
      });
    }
  });

  it('follows changes: a translation published, a language changed, and a link made on one side only', async () => {
    wordpress.save({ id: 306, status: 'publish', title: 'Winter tyres' });
    wordpress.save({ id: 303, title: 'Before the languages', fields: { lang: 'en' } });
    // Linked from the German side alone, as when a translation is added in WordPress: the English post is not saved.
    wordpress.save({ id: 307, title: 'Fahrerbewertung', fields: { lang: 'de', translations: { de: 307, en: 303 } } });
    expect(await sync()).toMatchObject({ added: 2, updated: 1, removed: 0 });
    expect(await languages()).toMatchObject({
      303: ['en', { de: 307 }],
      305: ['de', { en: 306 }],
      306: ['en', { de: 305 }],
      307: ['de', { en: 303 }],
    });
    expect((await posts('&lang=de')).map((post) => post.id)).toEqual([301, 305, 307]);

    // Taken back to no language: its links go with it, and the German posts' links to it are not served either.
    wordpress.save({ id: 302, title: 'Hail on the I-25', fields: { lang: 'xx', translations: { de: 301 } } });
    wordpress.save({ id: 301, title: 'Hagel auf der I-25', fields: { lang: 'de', translations: { de: 301 } } });
    expect(await sync()).toMatchObject({ added: 0, updated: 2, removed: 0 });
    expect(await languages()).toMatchObject({ 301: ['de', {}], 302: [null, {}] });
    expect((await posts('&lang=en')).map((post) => post.id)).toEqual([302, 303, 304, 306]);
  });
});
