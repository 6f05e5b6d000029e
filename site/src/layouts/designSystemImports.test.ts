import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('..', import.meta.url));
const astroFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? astroFiles(join(dir, entry.name)) : entry.name.endsWith('.astro') ? [join(dir, entry.name)] : [],
  );

// Astro puts the styles of every module a page imports on that page: through the design system's index, every
// page would carry all of its components' styles (57 KB), and the first style pass would block a phone's main
// thread. The linter holds the .ts and .tsx files to this (biome.json); it does not read .astro files.
describe('the pages', () => {
  it('import the design system piece by piece, never through its index', () => {
    const offending = astroFiles(src).filter((file) => /from\s+'@fleet\/ui'/.test(readFileSync(file, 'utf8')));
    expect(offending).toEqual([]);
  });
});
