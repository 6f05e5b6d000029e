import { defineConfig } from 'vitest/config';
import { loadBrand } from '@fleet/content/brand/loadBrand.ts';

// Unit tests of the site's pure rules (head metadata, the blog's helpers); pages are tested in e2e/, the
// content's helpers in packages/content.
export default defineConfig({
  define: { __BRAND__: JSON.stringify(loadBrand()), __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: { environment: 'node', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'] },
});
