import { describe, expect, it } from 'vitest';
import { servedLocales } from './servedLocales.ts';

describe('servedLocales', () => {
  it('serves the published locales, and those named for preview that exist', () => {
    expect(servedLocales('')).toEqual(['en']);
    expect(servedLocales('de')).toEqual(['en', 'de']);
    expect(servedLocales(' de , xx, en')).toEqual(['en', 'de']);
  });
});
