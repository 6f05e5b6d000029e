import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev` (scripts/dev.mjs) serves this app with hot reload and passes these paths to the API.
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:8080';

export default defineConfig({
  base: '/admin/',
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    assetsInlineLimit: 0,
    // What each chunk imports: scripts/signInBudget.ts weighs what the sign-in page loads with it.
    manifest: true,
    // One stylesheet, in the order of a single bundle: a page loaded later must not change which of two rules of equal
    // weight wins (a row's padding over a list's), as its own stylesheet arriving last would.
    cssCodeSplit: false,
  },
  server: {
    proxy: {
      '/functions': apiOrigin,
      '/wp-json': apiOrigin,
      '/demo-access': apiOrigin,
    },
  },
});
