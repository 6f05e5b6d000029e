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
      url: '/blog/caught-icy-overpass-three-trucks',
      type: 'article',
      structuredData: [expect.objectContaining({ '@type': 'BlogPosting', headline: 'Caught On Camera: Icy Overpass – Three Trucks, No Crash' })],
    });
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
