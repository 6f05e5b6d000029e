import { defineConfig } from 'vitest/config';
import { loadBrand } from './src/brand/loadBrand.ts';

// The content reads the brand the build defines (src/brand/brand.ts); the tests define the default one.
export default defineConfig({
  define: { __BRAND__: JSON.stringify(loadBrand({})) },
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
