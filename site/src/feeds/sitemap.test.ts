import { describe, expect, it } from 'vitest';
import { entriesInLanguages, sitemapXml } from './sitemap.ts';

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
