import { describe, expect, it } from 'vitest';
import { localeHref } from './localeHref.ts';

describe('links of a page in a language', () => {
  it('lead to the site’s own pages in the same language', () => {
    expect(localeHref('/pricing', 'de')).toBe('/de/pricing');
    expect(localeHref('/', 'de')).toBe('/de');
    expect(localeHref('/blog/all?category=news', 'de')).toBe('/de/blog/all?category=news');
    expect(localeHref('/?utm_source=mail', 'de')).toBe('/de?utm_source=mail');
    expect(localeHref('/features#dms-features', 'de')).toBe('/de/features#dms-features');
    expect(localeHref('/blog/all?page=2#page-2', 'de')).toBe('/de/blog/all?page=2#page-2');
    expect(localeHref('/blog/fleet-safety-week', 'de')).toBe('/de/blog/fleet-safety-week');
    expect(localeHref('/blog/feed.xml', 'de')).toBe('/de/blog/feed.xml');
    expect(localeHref('/administration-tips', 'de')).toBe('/de/administration-tips');
    expect(localeHref('/blog/release-2.0', 'de')).toBe('/de/blog/release-2.0');
  });

  it('leave every link alone in the default language, and in one the site does not have', () => {
    for (const href of ['/', '/pricing', '/blog/all?category=news', '/blog/feed.xml']) {
      expect(localeHref(href, 'en')).toBe(href);
      expect(localeHref(href, 'en-XA')).toBe(href);
      expect(localeHref(href, 'fr')).toBe(href);
    }
  });

  it('leave other sites, anchors, files, services and the admin as they are', () => {
    const unchanged = [
      'https://roadsight.example/products',
      '//cdn.example/x.js',
      '#section-2',
      '?page=2',
      'mailto:sales@example.com',
      'tel:+4930123',
      'pricing',
      '',
      '/_astro/page.js',
      '/images/van.webp',
      '/uploads/2026/11/photo.jpg',
      '/functions/v1/collect',
      '/wp-json/wp/v2/posts',
      '/admin',
      '/admin/',
      '/admin/leads?status=new',
      '/demo-access/abc123',
      '/favicon.svg',
      '/fonts/inter.woff2',
      '/robots.txt',
      '/sitemap.xml',
      '/brochure.pdf',
      '/downloads/price-list.csv',
      '/feed.xml',
    ];
    for (const href of unchanged) expect(localeHref(href, 'de')).toBe(href);
  });

  it('prefix an address once', () => {
    for (const href of ['/de', '/de/pricing', '/de?x=1', '/de#top', '/de/blog/feed.xml']) expect(localeHref(href, 'de')).toBe(href);
    expect(localeHref(localeHref('/pricing', 'de'), 'de')).toBe('/de/pricing');
    expect(localeHref('/design', 'de')).toBe('/de/design');
  });
});
