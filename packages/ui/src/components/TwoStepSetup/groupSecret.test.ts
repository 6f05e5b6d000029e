import { describe, expect, it } from 'vitest';
import { groupSecret } from './groupSecret.ts';

describe('groupSecret', () => {
  it('splits the key into blocks of four', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('JBSWY3DPEHPK3PXPJBSWY3DPEH')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EH');
  });

  it('regroups a key that already has spaces', () => {
    expect(groupSecret(' JBSWY3 DPEHPK3PXP ')).toBe('JBSW Y3DP EHPK 3PXP');
  });

  it('leaves an empty key empty', () => {
    expect(groupSecret('')).toBe('');
  });
});
