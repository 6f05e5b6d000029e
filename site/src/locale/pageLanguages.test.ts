import { describe, expect, it } from 'vitest';
import { pageLanguages } from './pageLanguages.ts';

const both = ['en', 'de'] as const;

describe('pageLanguages', () => {
  it('links the page to itself in each language, with the query it reads and no other', () => {
    const { languages } = pageLanguages(new URL('https://www.example.com/blog/all?category=news&utm_source=mail'), 'de', both);
    expect(languages).toEqual([
      { lang: 'en', name: 'English', href: '/blog/all?category=news', current: false },
      { lang: 'de', name: 'Deutsch', href: '/de/blog/all?category=news', current: true },
    ]);
  });

  it('offers the page in the other languages, each in its own words', () => {
    const { offers } = pageLanguages(new URL('https://www.example.com/'), 'en', both);
    expect(offers).toEqual([{ lang: 'de', text: 'Diese Seite gibt es auch auf Deutsch.', linkText: 'Auf Deutsch lesen', href: '/de' }]);
  });

  it('has nothing to show while one language is published', () => {
    expect(pageLanguages(new URL('https://www.example.com/pricing'), 'en', ['en'])).toEqual({ languages: [], offers: [] });
  });
});
