import { globSync, readFileSync } from 'node:fs';
import { matchesGlob } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { postgresSuite } from './postgresSuite.ts';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

/** Every test file the PGlite run has, by vitest.config.ts's own `include`. */
function everyTestFile(): string[] {
  const config = readFileSync(`${apiDir}/vitest.config.ts`, 'utf8');
  const include = /include:\s*\[([^\]]*)\]/.exec(config)?.[1];
  if (!include) throw new Error('vitest.config.ts has no include list to read');
  const patterns = [...include.matchAll(/'([^']+)'/g)].flatMap(([, pattern]) => (pattern ? [pattern] : []));
  return [...new Set(patterns.flatMap((pattern): string[] => globSync(pattern, { cwd: apiDir })))].sort();
}

const matchesAny = (file: string, patterns: readonly string[]) => patterns.some((pattern) => matchesGlob(file, pattern));

describe('the PostgreSQL run of the API tests (test/postgresSuite.ts)', () => {
  const files = everyTestFile();

  it('has every test file either on its list or deliberately off it', () => {
    expect(files.length).toBeGreaterThan(50);
    const unclassified = files.filter((file) => !matchesAny(file, postgresSuite.on) && !matchesAny(file, postgresSuite.off));
    expect(unclassified, 'add each to `on` (its subject touches what PostgreSQL could answer differently) or to `off`').toEqual([]);
  });

  it('names no file that is gone: each entry of `on` matches a test file', () => {
    const stale = postgresSuite.on.filter((pattern) => !files.some((file) => matchesGlob(file, pattern)));
    expect(stale, 'a file was renamed or moved: follow it in test/postgresSuite.ts').toEqual([]);
  });
});
