import { describe, expect, it } from 'vitest';
import { imagePreloads } from './imagePreloads.ts';

describe('imagePreloads', () => {
  it('preloads each image of an art-directed picture for its own screens', () => {
    const body =
      '<main><picture><source media="screen and (min-width: 768px)" srcSet="/images/wide.svg" width="1200" height="800"/>' +
      '<img src="/images/narrow.svg" width="720" height="900" alt="" fetchPriority="high"/></picture></main>';
    expect(imagePreloads(body)).toEqual([
      '<link rel="preload" as="image" fetchpriority="high" href="/images/wide.svg" media="screen and (min-width: 768px)">',
      '<link rel="preload" as="image" fetchpriority="high" href="/images/narrow.svg" media="not screen and (min-width: 768px)">',
    ]);
  });

  it('preloads a plain image marked high priority, and only the first', () => {
    const body = '<img src="/a.webp" fetchPriority="high"/><picture></picture><img src="/b.webp" fetchPriority="high"/>';
    expect(imagePreloads(body)).toEqual(['<link rel="preload" as="image" fetchpriority="high" href="/a.webp">']);
  });

  it('leaves pages without a main image, and pictures it cannot describe, alone', () => {
    expect(imagePreloads('<img src="/lazy.webp" loading="lazy"/>')).toEqual([]);
    const twoSources =
      '<picture><source media="(min-width: 1px)" srcSet="/x.svg"/><source media="(min-width: 2px)" srcSet="/y.svg"/><img src="/z.svg" fetchPriority="high"/></picture>';
    expect(imagePreloads(twoSources)).toEqual([]);
  });
});
