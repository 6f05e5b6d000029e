import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import preact from '@astrojs/preact';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, passthroughImageService } from 'astro/config';
import { loadBrand } from '@fleet/content/brand/loadBrand.ts';
import { languageOfferScript, pageViewScript, speculationRules } from './src/layouts/documentScripts.ts';
import { icuParserOnServerOnly } from './src/locale/icuParserOnServerOnly.ts';
import { siteServer } from './src/server/siteServer.ts';

// `npm run dev` (scripts/dev.mjs) serves this site with hot reload and passes these paths to the API.
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:8080';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}` as const;

export default defineConfig({
  // Every page is rendered by the server on the data it holds (the live numbers are in the HTML); the
  // islands (the interactive parts) hydrate in the browser with Preact, which runs the design system's React
  // components through preact/compat at a tenth of React DOM's weight.
  output: 'server',
  adapter: siteServer(),
  integrations: [
    preact({ compat: true }),
    // `client:interaction` (src/islands/interactionDirective.ts): an island that works without script hydrates at the visitor's first touch.
    {
      name: 'fleet:client-interaction',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) =>
          addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(new URL('./src/islands/interactionDirective.ts', import.meta.url)) }),
      },
    },
  ],
  // The site's pictures are SVGs and the blog's come from the content API: nothing for Astro to resize.
  image: { service: passthroughImageService() },
  markdown: { syntaxHighlight: false },
  // The lead forms post to their own page without script; they carry no session to protect, and behind a
  // TLS-terminating load balancer the origin the page sees is not the visitor's. The CSP lists the hashes
  // of the pages' inline scripts (Astro's island bootstrap and the layout's own) for the server's policy.
  security: { checkOrigin: false, csp: { scriptDirective: { hashes: [pageViewScript, speculationRules, languageOfferScript].map(sha256) } } },
  build: { inlineStylesheets: 'always' },
  devToolbar: { enabled: false },
  vite: {
    plugins: [vanillaExtractPlugin(), icuParserOnServerOnly()],
    define: { __BRAND__: JSON.stringify(loadBrand()), __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
    build: { assetsInlineLimit: 0 },
    // The design system, the content (whose copy draws some of its pieces) and the libraries the components
    // use go through Vite on the server too, so that preact/compat stands in for React there as well.
    ssr: {
      noExternal: ['@fleet/ui', '@fleet/content', '@fleet/i18n', '@fleet/api-client', '@fontsource-variable/inter', /^@radix-ui\//, '@tanstack/react-query'],
    },
    server: { proxy: { '/functions': apiOrigin, '/wp-json': apiOrigin, '/uploads': apiOrigin } },
  },
});
