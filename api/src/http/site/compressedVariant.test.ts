import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compressedVariant } from './compressedVariant.ts';

const dir = mkdtempSync(join(tmpdir(), 'variants-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string) => {
  writeFileSync(join(dir, name), name);
  return join(dir, name);
};

describe('compressedVariant', () => {
  const app = file('app.js');
  file('app.js.br');
  file('app.js.gz');
  const styles = file('styles.css');
  file('styles.css.gz');

  it('prefers brotli, then gzip, when the client accepts them', () => {
    expect(compressedVariant(app, 'gzip, deflate, br')).toEqual({ path: `${app}.br`, encoding: 'br' });
    expect(compressedVariant(app, 'gzip')).toEqual({ path: `${app}.gz`, encoding: 'gzip' });
    expect(compressedVariant(styles, 'br, gzip')).toEqual({ path: `${styles}.gz`, encoding: 'gzip' });
  });

  it('sends the file itself to a client that accepts neither, or when no copy exists', () => {
    expect(compressedVariant(app, undefined)).toEqual({ path: app });
    expect(compressedVariant(app, 'identity')).toEqual({ path: app });
    expect(compressedVariant(file('plain.txt'), 'br')).toEqual({ path: join(dir, 'plain.txt') });
  });
});
