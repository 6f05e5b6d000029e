import type { BrandConfig } from './BrandConfig.ts';

declare const __BRAND__: BrandConfig;

/** The brand configuration the build was made with (packages/content/brand.config.json, or the file SITE_BRAND_CONFIG names; see loadBrand.ts). */
export const brand: BrandConfig = __BRAND__;
