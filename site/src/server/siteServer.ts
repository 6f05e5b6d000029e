import type { AstroIntegration } from 'astro';

/**
 * The site's adapter: its server entry exports `render(request, locals)`, a fetch-style handler that the API
 * server mounts in its own process (package export `@fleet/site/server`).
 */
export function siteServer(): AstroIntegration {
  return {
    name: '@fleet/site-server',
    hooks: {
      'astro:config:done': ({ setAdapter }) => {
        setAdapter({
          name: '@fleet/site-server',
          entrypointResolution: 'auto',
          serverEntrypoint: new URL('./serverEntry.ts', import.meta.url),
          adapterFeatures: { buildOutput: 'server' },
          supportedAstroFeatures: { serverOutput: 'stable', staticOutput: 'stable', hybridOutput: 'stable' },
        });
      },
    },
  };
}
