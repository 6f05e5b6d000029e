import type { BrandConfig } from './BrandConfig.ts';

declare const __BRAND__: BrandConfig;

/** The brand configuration the build was made with (site/brand.config.json, or the file SITE_BRAND_CONFIG names). */
export const brand: BrandConfig = __BRAND__;
