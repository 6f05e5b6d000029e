import type { Plugin } from 'vite';

const parser = '@formatjs/icu-messageformat-parser';

/**
 * The browser's builds get the ICU parser's empty stand-in: the islands are given their messages compiled on
 * the server (`islandMessages`), so the parser (about 7 kB compressed) would only be weight.
 */
export function icuParserOnServerOnly(): Plugin {
  return {
    name: 'fleet:icu-parser-on-server-only',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      if (id !== parser || options?.ssr) return null;
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
      return resolved ? { ...resolved, id: resolved.id.replace(/index\.js$/, 'no-parser.js') } : null;
    },
  };
}
