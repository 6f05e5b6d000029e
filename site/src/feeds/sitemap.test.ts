import type { WpPost } from '@fleet/api-client';
import { describe, expect, it } from 'vitest';
import { entriesInLanguages, postSitemapEntries, sitemapXml } from './sitemap.ts';

describe('the sitemap', () => {
  it('lists a page once while the site has one language, without the xhtml namespace', () => {
    const xml = sitemapXml('https://www.example.com', entriesInLanguages('/pricing', ['en']));
    expect(xml).toContain('<url><loc>https://www.example.com/pricing</loc></url>');
    expect(xml).not.toContain('xhtml');
  });

  it('lists a page in every language, each with all its alternates and x-default', () => {
    const xml = sitemapXml('https://www.example.com', entriesInLanguages('/pricing', ['en', 'de']));
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en" href="https://www.example.com/pricing"/>' +
      '<xhtml:link rel="alternate" hreflang="de" href="https://www.example.com/de/pricing"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.com/pricing"/>';
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(xml).toContain(`<url><loc>https://www.example.com/pricing</loc>${alternates}</url>`);
    expect(xml).toContain(`<url><loc>https://www.example.com/de/pricing</loc>${alternates}</url>`);
  });

  it('gives the home page its bare prefix in another language', () => {
    expect(entriesInLanguages('/', ['en', 'de']).map((entry) => entry.path)).toEqual(['/', '/de']);
  });
});

describe('the posts in the sitemap', () => {
  const post = (id: number, slug: string, lang: string | null, translations: Record<string, number> = {}) =>
    ({ id, slug, lang, translations, modified_gmt: '2026-11-20T08:00:00' }) as unknown as WpPost;

  it('lists each post in its own language, a translated one with its translations and x-default', () => {
    const entries = postSitemapEntries(
      [post(1, 'hail', 'en', { de: 2 }), post(2, 'hagel', 'de', { en: 1 }), post(3, 'winter', 'de'), post(4, 'old', null)],
      ['en', 'de'],
    );
    const pair = [
      { hreflang: 'en', path: '/blog/hail' },
      { hreflang: 'de', path: '/de/blog/hagel' },
      { hreflang: 'x-default', path: '/blog/hail' },
    ];
    expect(entries.map(({ path, alternates }) => ({ path, alternates }))).toEqual([
      { path: '/blog/hail', alternates: pair },
      { path: '/de/blog/hagel', alternates: pair },
      { path: '/de/blog/winter', alternates: undefined },
      { path: '/blog/old', alternates: undefined },
    ]);
  });

  it('keeps a post of an unpublished language at the default language’s address, without alternates', () => {
    expect(
      postSitemapEntries([post(1, 'hail', 'en', { de: 2 }), post(2, 'hagel', 'de', { en: 1 })], ['en']).map(({ path, alternates }) => ({ path, alternates })),
    ).toEqual([
      { path: '/blog/hail', alternates: undefined },
      { path: '/blog/hagel', alternates: undefined },
    ]);
  });
});
