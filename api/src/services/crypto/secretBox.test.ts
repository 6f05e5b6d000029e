import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { purposeKey, secretBox } from './secretBox.ts';

describe('secretBox', () => {
  const key = randomBytes(32);
  const id = '7d0c9a8e-0000-4000-8000-000000000001';
  const twoStep = secretBox(key, 'two-step');

  it('keeps nothing of the secret readable, and opens with the same key and owner', () => {
    const sealed = twoStep.seal(id, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(twoStep.open(id, sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(twoStep.isLegacy(sealed)).toBe(false);
  });

  it('seals the same secret differently each time', () => {
    expect(twoStep.seal(id, 'JBSWY3DPEHPK3PXP')).not.toBe(twoStep.seal(id, 'JBSWY3DPEHPK3PXP'));
  });

  it('does not open with another key, on another owner, for another purpose, or once changed', () => {
    const sealed = twoStep.seal(id, 'JBSWY3DPEHPK3PXP');
    expect(() => secretBox(randomBytes(32), 'two-step').open(id, sealed)).toThrow();
    expect(() => twoStep.open('7d0c9a8e-0000-4000-8000-000000000002', sealed)).toThrow();
    expect(() => secretBox(key, 'webhook').open(id, sealed)).toThrow();
    const parts = sealed.split(':');
    parts[3] = Buffer.from('AAAAAAAAAAAAAAAA').toString('base64');
    expect(() => twoStep.open(id, parts.join(':'))).toThrow();
  });

  it('derives a different key for each purpose, none of them the server key itself', () => {
    const keys = [key, purposeKey(key, 'two-step'), purposeKey(key, 'webhook')].map((k) => k.toString('hex'));
    expect(new Set(keys).size).toBe(3);
    expect(purposeKey(key, 'webhook').equals(purposeKey(key, 'webhook'))).toBe(true);
  });

  it('still opens a secret sealed before purpose keys (v1, the server key itself), and says it should be sealed again', () => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(id));
    const sealed = Buffer.concat([cipher.update('JBSWY3DPEHPK3PXP', 'utf8'), cipher.final()]);
    const v1 = ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), sealed.toString('base64')].join(':');
    expect(twoStep.open(id, v1)).toBe('JBSWY3DPEHPK3PXP');
    expect(twoStep.isLegacy(v1)).toBe(true);
  });
});
