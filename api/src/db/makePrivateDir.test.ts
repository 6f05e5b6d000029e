import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { makePrivateDir } from './makePrivateDir.ts';

const folder = mkdtempSync(join(tmpdir(), 'fleet-private-dir-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const mode = (path: string) => statSync(path).mode & 0o777;

describe('makePrivateDir', () => {
  it('makes a missing folder, and the missing ones above it, readable by this user only', () => {
    const dir = join(folder, 'new', 'data');
    makePrivateDir(dir);
    expect(mode(dir)).toBe(0o700);
    expect(mode(join(folder, 'new'))).toBe(0o700);
  });

  it('narrows a folder open to others to 0700, and says so', () => {
    const dir = join(folder, 'open');
    makePrivateDir(dir);
    chmodSync(dir, 0o755);
    const warn = vi.fn();
    makePrivateDir(dir, { warn });
    expect(mode(dir)).toBe(0o700);
    expect(warn).toHaveBeenCalledWith({ dir, mode: '0755' }, `${dir} was open to other users (mode 0755); it is now 0700, readable by this user only`);
  });

  it('says nothing of a folder that is private already', () => {
    const warn = vi.fn();
    makePrivateDir(join(folder, 'open'), { warn });
    expect(warn).not.toHaveBeenCalled();
  });
});
