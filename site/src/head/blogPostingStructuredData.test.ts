import type { WpPost } from '@fleet/api-client';
import { describe, expect, it } from 'vitest';
import wpPosts from '../blog/content/wpPosts.fixture.json';
import { blogPostingStructuredData } from './blogPostingStructuredData.ts';

const [video, forbidden] = wpPosts as unknown as WpPost[];
const brand = { productName: 'Example Fleet', host: 'https://www.example.com' };

describe('blogPostingStructuredData', () => {
  it('describes the post as a BlogPosting: headline, dates in UTC, image, author and its page', () => {
    expect(blogPostingStructuredData(video!, brand)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Caught On Camera: Icy Overpass – Three Trucks, No Crash',
      datePublished: '2026-03-04T17:30:00.000Z',
      dateModified: '2026-03-05T19:02:41.000Z',
      image: 'https://news.example.org/wp-content/uploads/2026/03/icy-overpass-still.jpg',
      author: { '@type': 'Person', name: expect.any(String) },
      publisher: { '@type': 'Organization', name: 'Example Fleet', logo: 'https://www.example.com/favicon.svg' },
      mainEntityOfPage: 'https://www.example.com/blog/caught-icy-overpass-three-trucks',
      url: 'https://www.example.com/blog/caught-icy-overpass-three-trucks',
    });
  });

  it('leaves out the image when the featured media is an error object', () => {
    expect(blogPostingStructuredData(forbidden!, brand)).not.toHaveProperty('image');
  });
});
