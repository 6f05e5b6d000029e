import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev` (scripts/dev.mjs) serves this app with hot reload and passes these paths to the API.
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:8080';

export default defineConfig({
  base: '/admin/',
  plugins: [react(), vanillaExtractPlugin()],
  build: { outDir: 'dist', assetsInlineLimit: 0 },
  server: {
    proxy: {
      '/functions': apiOrigin,
      '/wp-json': apiOrigin,
      '/demo-access': apiOrigin,
    },
  },
});
