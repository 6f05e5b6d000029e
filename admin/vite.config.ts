import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiOrigin = 'http://localhost:8080';

export default defineConfig({
  base: '/admin/',
  plugins: [react(), vanillaExtractPlugin()],
  build: { outDir: 'dist', assetsInlineLimit: 0 },
  optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn', '@vanilla-extract/sprinkles/createRuntimeSprinkles'] },
  server: {
    proxy: {
      '/functions': apiOrigin,
      '/wp-json': apiOrigin,
      '/demo-access': apiOrigin,
    },
  },
});
