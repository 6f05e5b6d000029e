import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrandConfig } from '../src/brand/BrandConfig.ts';

const defaults = fileURLToPath(new URL('../brand.config.json', import.meta.url));

/**
 * site/brand.config.json, with the JSON file SITE_BRAND_CONFIG names merged over it: a deployment renames
 * the product, its host and its addresses without touching code.
 */
export function loadBrand(env: NodeJS.ProcessEnv = process.env): BrandConfig {
  const base = JSON.parse(readFileSync(defaults, 'utf8')) as BrandConfig;
  const overridePath = env.SITE_BRAND_CONFIG;
  if (!overridePath) return base;
  const override = JSON.parse(readFileSync(resolve(overridePath), 'utf8')) as Partial<BrandConfig>;
  return { ...base, ...override, maker: { ...base.maker, ...override.maker } };
}
