import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keyFileName, resolveEncryptionKey } from './resolveEncryptionKey.ts';

describe('resolveEncryptionKey', () => {
  let dataDir = '';
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps a generated key beside the embedded database, readable by its owner only, and the same at every start', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'fleet-key-'));
    const first = await resolveEncryptionKey({ mfaEncryptionKey: undefined, dataDir });
    expect(first).toHaveLength(32);
    expect(statSync(join(dataDir, keyFileName)).mode & 0o777).toBe(0o600);
    expect(await resolveEncryptionKey({ mfaEncryptionKey: undefined, dataDir })).toEqual(first);
  });

  it('prefers the configured key and writes nothing', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'fleet-key-'));
    const configured = Buffer.alloc(32, 3);
    expect(await resolveEncryptionKey({ mfaEncryptionKey: configured, dataDir })).toBe(configured);
    expect(() => statSync(join(dataDir, keyFileName))).toThrow();
  });

  it('refuses a key file that does not hold a key, rather than sealing secrets with it', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'fleet-key-'));
    writeFileSync(join(dataDir, keyFileName), '');
    await expect(resolveEncryptionKey({ mfaEncryptionKey: undefined, dataDir })).rejects.toThrow('does not hold a 32-byte key');
  });
});
