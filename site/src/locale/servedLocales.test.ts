import { publishedLocales } from '@fleet/i18n/locales.ts';
import { describe, expect, it } from 'vitest';
import { servedLocales } from './servedLocales.ts';

describe('servedLocales', () => {
  it('serves the published locales, and those named for preview that exist', () => {
    expect(servedLocales('')).toEqual(publishedLocales);
    expect(servedLocales(' de , xx, en')).toEqual([...new Set([...publishedLocales, 'de'])]);
    expect(servedLocales('xx')).toEqual(publishedLocales);
  });
});
