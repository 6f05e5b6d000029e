import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiOrigin = 'http://localhost:8080';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: { outDir: 'dist' },
  server: {
    proxy: {
      '/functions': apiOrigin,
      '/wp-json': apiOrigin,
    },
  },
});
