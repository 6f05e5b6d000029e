import type { WpPost } from '@fleet/api-client';
import { messagesFor } from '@fleet/i18n/catalogues.ts';
import { describe, expect, it } from 'vitest';
import { pageHead } from '../head/pageHead.ts';
import { renderHeadTags } from '../head/renderHeadTags.ts';
import wpPosts from './content/wpPosts.fixture.json';
import { missingPostHead, postHead } from './postHead.ts';

const brand = {
  productName: 'Example Fleet',
  tagline: 'Tagline',
  description: 'Default.',
  shareImage: '/images/share-card.png',
  host: 'https://www.example.com',
};
const [video, forbidden] = wpPosts as unknown as WpPost[];

describe('postHead', () => {
  it('names the post, describes it by its excerpt and shares its featured image', () => {
    expect(postHead(video!, brand)).toEqual({
      title: 'Caught On Camera: Icy Overpass – Three Trucks, No Crash | Example Fleet',
      description: 'Black ice on the overpass, three trucks and a driver who kept it together.',
      image: 'https://news.example.org/wp-content/uploads/2026/03/icy-overpass-still.jpg',
      url: 'https://www.example.com/blog/caught-icy-overpass-three-trucks',
      alternates: { en: '/blog/caught-icy-overpass-three-trucks' },
      type: 'article',
      structuredData: [expect.objectContaining({ '@type': 'BlogPosting', headline: 'Caught On Camera: Icy Overpass – Three Trucks, No Crash' })],
    });
  });

  it('is canonical in the post’s own language whichever language’s page shows it, with its translations as its other languages', () => {
    const german = { ...video!, slug: 'glatteis-auf-der-ueberfuehrung', lang: 'de', translations: { en: 7 } } as WpPost;
    const settings = postHead(german, brand, { en: 'caught-icy-overpass-three-trucks' });
    expect(settings.url).toBe('https://www.example.com/de/blog/glatteis-auf-der-ueberfuehrung');
    expect(settings.structuredData?.[0]).toMatchObject({ inLanguage: 'de', url: 'https://www.example.com/de/blog/glatteis-auf-der-ueberfuehrung' });
    for (const locale of ['en', 'de'] as const) {
      const head = pageHead(settings, '/blog/glatteis-auf-der-ueberfuehrung', brand, { locale, published: ['en', 'de'] });
      expect(head.tags.filter((tag) => (tag.kind === 'link' && tag.rel !== 'alternate') || (tag.kind === 'link' && tag.hreflang))).toEqual([
        { kind: 'link', rel: 'canonical', href: 'https://www.example.com/de/blog/glatteis-auf-der-ueberfuehrung' },
        { kind: 'link', rel: 'alternate', hreflang: 'en', href: 'https://www.example.com/blog/caught-icy-overpass-three-trucks' },
        { kind: 'link', rel: 'alternate', hreflang: 'de', href: 'https://www.example.com/de/blog/glatteis-auf-der-ueberfuehrung' },
        { kind: 'link', rel: 'alternate', hreflang: 'x-default', href: 'https://www.example.com/blog/caught-icy-overpass-three-trucks' },
      ]);
    }
    // Without a translation it is in one language: no hreflang.
    const alone = pageHead(postHead(german, brand), '/blog/glatteis-auf-der-ueberfuehrung', brand, { locale: 'en', published: ['en', 'de'] });
    expect(alone.tags.filter((tag) => tag.kind === 'link' && tag.hreflang)).toEqual([]);
  });

  it('falls back to the default share image when the media is an error object', () => {
    const head = pageHead(postHead(forbidden!, brand), '/blog/open-house-customer-day', brand);
    expect(head.tags).toContainEqual({ kind: 'meta', key: 'property', name: 'og:image', content: 'https://www.example.com/images/share-card.png' });
    expect(head.tags).toContainEqual({ kind: 'link', rel: 'canonical', href: 'https://www.example.com/blog/open-house-customer-day' });
  });

  it('takes the title as text: markup is dropped, encoded markup is escaped in the HTML', () => {
    const markup = { ...video!, title: { rendered: '<script>alert(1)</script>Plain' } };
    expect(postHead(markup, brand).title).toBe('alert(1)Plain | Example Fleet');
    const encoded = { ...video!, title: { rendered: '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &#8220;Quoted&#8221;' } };
    const html = renderHeadTags(pageHead(postHead(encoded, brand), '/blog/x', brand));
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; “Quoted” | Example Fleet</title>');
  });

  it('keeps a missing post out of search results', () => {
    expect(missingPostHead('Example Fleet', messagesFor('en'))).toEqual({ title: 'Post Not Found | Example Fleet', noindex: true });
    expect(missingPostHead('Example Fleet', messagesFor('de')).title).toBe('Beitrag nicht gefunden | Example Fleet');
  });
});
