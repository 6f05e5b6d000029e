import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrandConfig } from './BrandConfig.ts';

const defaults = fileURLToPath(new URL('../../brand.config.json', import.meta.url));

/**
 * PRODUCT_IMAGE_BASE_URL as the pictures' addresses start: an http(s) address or a path on the site, ending in '/'.
 * The server reads the same variable for the pages' img-src (api/src/config.ts).
 */
export function productImageBaseUrl(text: string): string {
  const value = text.trim();
  let valid = value.startsWith('/') && !value.startsWith('//');
  try {
    valid ||= ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    // Neither a path nor an address: said below.
  }
  if (!valid)
    throw new Error(`PRODUCT_IMAGE_BASE_URL must be an image host's address (https://images.example.net/products/) or a path on the site, got "${text}"`);
  return value.endsWith('/') ? value : `${value}/`;
}

/**
 * packages/content/brand.config.json, with the JSON file SITE_BRAND_CONFIG names merged over it, and the product
 * pictures' host from PRODUCT_IMAGE_BASE_URL: a deployment renames the product, its host and its addresses without
 * touching code. Node only: the builds (the site's, Storybook's, the tests') read it and hand the result to the
 * code as __BRAND__.
 */
export function loadBrand(env: NodeJS.ProcessEnv = process.env): BrandConfig {
  const base = JSON.parse(readFileSync(defaults, 'utf8')) as BrandConfig;
  const overridePath = env.SITE_BRAND_CONFIG;
  const override = overridePath ? (JSON.parse(readFileSync(resolve(overridePath), 'utf8')) as Partial<BrandConfig>) : {};
  const merged = { ...base, ...override, maker: { ...base.maker, ...override.maker } };
  return env.PRODUCT_IMAGE_BASE_URL ? { ...merged, productImageBaseUrl: productImageBaseUrl(env.PRODUCT_IMAGE_BASE_URL) } : merged;
}
