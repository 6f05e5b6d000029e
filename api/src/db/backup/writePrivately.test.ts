import { lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writePrivately } from './writePrivately.ts';

const folder = mkdtempSync(join(tmpdir(), 'fleet-write-privately-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('writePrivately', () => {
  it('writes the file whole, readable by its owner only, and leaves nothing beside it', () => {
    const file = join(folder, 'a.backup.tar.gz');
    writePrivately(file, Buffer.from('backup'));
    expect(readFileSync(file, 'utf8')).toBe('backup');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(folder)).toEqual(['a.backup.tar.gz']);
  });

  it('replaces a link put where the file goes, and never writes through it', () => {
    const target = join(folder, 'someone-elses-file');
    writeFileSync(target, 'theirs', { mode: 0o644 });
    const file = join(folder, 'b.backup.tar.gz');
    symlinkSync(target, file);
    writePrivately(file, Buffer.from('backup'));
    expect(lstatSync(file).isSymbolicLink()).toBe(false);
    expect(readFileSync(file, 'utf8')).toBe('backup');
    expect(readFileSync(target, 'utf8')).toBe('theirs');
  });

  it('leaves no partial file behind when it cannot finish', () => {
    // Written, then refused the rename onto a folder that is not empty.
    const directory = mkdtempSync(join(folder, 'd-'));
    writeFileSync(join(directory, 'keep'), '');
    expect(() => writePrivately(directory, Buffer.from('backup'))).toThrow();
    expect(readdirSync(folder).filter((name) => name.includes('.partial-'))).toEqual([]);
  });
});
