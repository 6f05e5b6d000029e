import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { loadBrand } from './scripts/loadBrand.ts';

// `npm run dev` (scripts/dev.mjs) serves this app with hot reload and passes these paths to the API.
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  define: { __BRAND__: JSON.stringify(loadBrand()), __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  // The manifest tells the prerenderer which chunks each page needs. One stylesheet for the whole site,
  // inlined into every page by the prerenderer: no render-blocking request before the first paint.
  build: {
    outDir: 'dist',
    assetsInlineLimit: 0,
    manifest: true,
    cssCodeSplit: false,
    // A few larger chunks instead of dozens of small ones: on a phone each request costs a round trip, and
    // the hero image waits behind them. The libraries every page runs, then the design system; each page's
    // own code (and DOMPurify, for posts only) stays in its page chunk.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: /[\\/]node_modules[\\/](?!dompurify[\\/])/, priority: 2 },
            { name: 'ui', test: /[\\/]packages[\\/]ui[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  // The font's CSS must go through Vite in the server build too; Node cannot import a .css file.
  ssr: { noExternal: ['@fontsource-variable/inter'] },
  server: {
    proxy: {
      '/functions': apiOrigin,
      '/wp-json': apiOrigin,
      '/uploads': apiOrigin,
    },
  },
});
