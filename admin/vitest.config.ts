import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// Unit tests of the admin's pure mappings (query string, API → view models); its pages are tested in e2e/.
// The plugin lets them import the design system's pieces, whose components bring their styles.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: { environment: 'node', include: ['src/**/*.test.ts'] },
});
