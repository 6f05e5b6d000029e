import { describe, expect, it } from 'vitest';
import { loadBrand } from './loadBrand.ts';

describe('the brand a build is made with', () => {
  it('shows the product pictures from the site itself unless PRODUCT_IMAGE_BASE_URL names an image host', () => {
    expect(loadBrand({}).productImageBaseUrl).toBe('/images/products/');
    expect(loadBrand({ PRODUCT_IMAGE_BASE_URL: 'https://images.example.net/fleet/products' }).productImageBaseUrl).toBe(
      'https://images.example.net/fleet/products/',
    );
    expect(loadBrand({ PRODUCT_IMAGE_BASE_URL: '/media/products/' }).productImageBaseUrl).toBe('/media/products/');
    for (const wrong of ['images.example.net/products', '//images.example.net/', 'javascript:alert(1)', 'ftp://images.example.net/']) {
      expect(() => loadBrand({ PRODUCT_IMAGE_BASE_URL: wrong }), wrong).toThrow(
        `PRODUCT_IMAGE_BASE_URL must be an image host's address (https://images.example.net/products/) or a path on the site, got "${wrong}"`,
      );
    }
  });
});
