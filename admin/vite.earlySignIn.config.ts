import { defineConfig } from 'vite';

// The sign-in page's first script (src/earlySignIn.ts) as one classic script, for scripts/prerenderSignIn.ts to put
// inline in dist/sign-in.html: it then runs as the form is parsed, with no request of its own to wait for.
export default defineConfig({
  build: {
    outDir: 'node_modules/.sign-in-prerender',
    emptyOutDir: false,
    copyPublicDir: false,
    rollupOptions: { input: 'src/earlySignIn.ts', output: { format: 'iife', entryFileNames: 'earlySignIn.js' } },
  },
});
