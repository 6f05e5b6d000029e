import type { WpPost } from '@fleet/api-client';
import { messagesFor } from '@fleet/i18n/catalogues.ts';
import { describe, expect, it } from 'vitest';
import { blogCategories, categoryLabels } from '@fleet/content/blog/categoryMap.ts';
import { htmlToText } from './decodeHtml.ts';
import { toBlogCard } from './toBlogCard.ts';

const english = blogCategories(messagesFor('en'));

const post = (overrides: Partial<WpPost> = {}): WpPost =>
  ({
    id: 1,
    date: '2026-03-04T09:30:00',
    slug: 'fleet-safety-week',
    title: { rendered: 'Fleet &amp; Safety&#8217;s week' },
    excerpt: { rendered: '<p>Five <strong>lessons</strong>&hellip;</p>\n' },
    categories: [2042],
    _embedded: {
      'wp:featuredmedia': [
        { id: 9, source_url: '/uploads/a.webp', alt_text: 'A truck', media_details: { width: 1200, height: 800, file: 'a.webp', sizes: {} } },
      ],
      'wp:term': [[{ id: 1570, name: 'Caught On', slug: 'c', link: '', taxonomy: 'category' }], []],
    },
    ...overrides,
  }) as WpPost;

describe('toBlogCard', () => {
  it('decodes the title and strips the excerpt to text', () => {
    const card = toBlogCard(post(), english, 'en');
    expect(card.title).toBe('Fleet & Safety’s week');
    expect(card.excerpt).toBe('Five lessons…');
  });

  it('uses the first featured media with its size, and the first term list for labels', () => {
    const card = toBlogCard(post(), english, 'en');
    expect(card.image).toEqual({ src: '/uploads/a.webp', alt: 'A truck', width: 1200, height: 800 });
    expect(card.categories).toEqual(['Video', 'Caught On Roadsight']);
  });

  it('labels the category map’s categories in the messages’ language', () => {
    expect(toBlogCard(post(), blogCategories(messagesFor('de')), 'de').categories).toEqual(['Videos', 'Aufgenommen mit Roadsight']);
  });

  it('marks a post in another language than the page’s with that language, a post with none as English', () => {
    expect(toBlogCard(post({ lang: 'de' }), english, 'de').language).toBeUndefined();
    expect(toBlogCard(post({ lang: 'en' }), english, 'de').language).toEqual({ lang: 'en', name: 'English' });
    expect(toBlogCard(post({ lang: null }), english, 'de').language).toEqual({ lang: 'en', name: 'English' });
    expect(toBlogCard(post({ lang: 'de' }), english, 'en').language).toEqual({ lang: 'de', name: 'Deutsch' });
    expect(toBlogCard(post({ lang: null }), english, 'en').language).toBeUndefined();
  });

  it('has no image when the embedded media is an error object', () => {
    const forbidden = post({ _embedded: { 'wp:featuredmedia': [{ code: 'rest_forbidden', message: 'Sorry.', data: { status: 401 } }] } });
    expect(toBlogCard(forbidden, english, 'en').image).toBeUndefined();
    expect(toBlogCard(forbidden, english, 'en').categories).toEqual(['News']);
  });

  it('has no labels for categories outside the map', () => {
    expect(categoryLabels([2206, 9999], english)).toEqual([]);
  });

  it('labels with the chips, leaving the chips of added categories to the terms’ names', () => {
    const chips = [...english, { key: 'fleet-safety-tips', label: 'Fleet Safety & Tips', ids: [9100] }];
    expect(categoryLabels([2042, 9100], chips)).toEqual(['News']);
  });

  it('adds the names of the categories the content source added, and of none it leaves out or calls Uncategorized', () => {
    const terms = [
      { id: 2042, name: 'Company News', slug: 'company-news', link: '', taxonomy: 'category' },
      { id: 9100, name: 'Fleet Safety &amp; Tips', slug: 'fleet-safety-tips', link: '', taxonomy: 'category' },
      { id: 2206, name: 'Internal', slug: 'internal', link: '', taxonomy: 'category' },
      { id: 1, name: 'Uncategorized', slug: 'uncategorized', link: '', taxonomy: 'category' },
    ];
    expect(toBlogCard(post({ _embedded: { 'wp:term': [terms] } }), english, 'en').categories).toEqual(['News', 'Fleet Safety & Tips']);
  });
});

describe('htmlToText', () => {
  it('keeps unknown entities and decodes numeric ones', () => {
    expect(htmlToText('&copy; &#169; &#x1F69A;')).toBe('&copy; © 🚚');
  });
});
