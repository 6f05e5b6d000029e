import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrandConfig } from './BrandConfig.ts';

const defaults = fileURLToPath(new URL('../../brand.config.json', import.meta.url));

/**
 * packages/content/brand.config.json, with the JSON file SITE_BRAND_CONFIG names merged over it: a deployment
 * renames the product, its host and its addresses without touching code. Node only: the builds (the site's,
 * Storybook's, the tests') read it and hand the result to the code as __BRAND__.
 */
export function loadBrand(env: NodeJS.ProcessEnv = process.env): BrandConfig {
  const base = JSON.parse(readFileSync(defaults, 'utf8')) as BrandConfig;
  const overridePath = env.SITE_BRAND_CONFIG;
  if (!overridePath) return base;
  const override = JSON.parse(readFileSync(resolve(overridePath), 'utf8')) as Partial<BrandConfig>;
  return { ...base, ...override, maker: { ...base.maker, ...override.maker } };
}
