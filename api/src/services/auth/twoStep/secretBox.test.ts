import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secretBox.ts';

describe('sealSecret', () => {
  const key = randomBytes(32);
  const id = '7d0c9a8e-0000-4000-8000-000000000001';

  it('keeps nothing of the secret readable, and opens with the same key and manager', () => {
    const sealed = sealSecret(key, id, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret(key, id, sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('seals the same secret differently each time', () => {
    expect(sealSecret(key, id, 'JBSWY3DPEHPK3PXP')).not.toBe(sealSecret(key, id, 'JBSWY3DPEHPK3PXP'));
  });

  it('does not open with another key, on another manager, or once changed', () => {
    const sealed = sealSecret(key, id, 'JBSWY3DPEHPK3PXP');
    expect(() => openSecret(randomBytes(32), id, sealed)).toThrow();
    expect(() => openSecret(key, '7d0c9a8e-0000-4000-8000-000000000002', sealed)).toThrow();
    const parts = sealed.split(':');
    parts[3] = Buffer.from('AAAAAAAAAAAAAAAA').toString('base64');
    expect(() => openSecret(key, id, parts.join(':'))).toThrow();
  });
});
