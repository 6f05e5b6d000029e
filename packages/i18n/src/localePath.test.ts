import { describe, expect, it } from 'vitest';
import { localePath, splitLocalePath } from './localePath.ts';

describe('locale paths', () => {
  it('gives the default locale no prefix and the others their code', () => {
    expect(['/', '/pricing', '/blog/all'].map((path) => localePath('en', path))).toEqual(['/', '/pricing', '/blog/all']);
    expect(['/', '/pricing', '/blog/all'].map((path) => localePath('de', path))).toEqual(['/de', '/de/pricing', '/de/blog/all']);
  });

  it('reads a prefix of the given locales only, and gives the rest to the default locale', () => {
    const among = ['en', 'de'] as const;
    expect(splitLocalePath('/de/pricing', among)).toEqual({ locale: 'de', path: '/pricing' });
    expect(splitLocalePath('/de', among)).toEqual({ locale: 'de', path: '/' });
    expect(splitLocalePath('/de/', among)).toEqual({ locale: 'de', path: '/' });
    expect(splitLocalePath('/en/pricing', among)).toEqual({ locale: 'en', path: '/en/pricing' });
    expect(splitLocalePath('/design', among)).toEqual({ locale: 'en', path: '/design' });
    expect(splitLocalePath('/fr/pricing', among)).toEqual({ locale: 'en', path: '/fr/pricing' });
    expect(splitLocalePath('/de/pricing', ['en'])).toEqual({ locale: 'en', path: '/de/pricing' });
  });
});
