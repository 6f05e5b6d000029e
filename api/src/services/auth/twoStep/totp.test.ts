import { describe, expect, it } from 'vitest';
import { newTotpSecret, totpCode, totpStep, totpUri } from './totp.ts';

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890", whose codes at these times are published.
const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('totpStep', () => {
  it('accepts the RFC 6238 test vectors (their last six digits) at their time step', () => {
    expect(totpStep(rfcSecret, '287082', 59_000)).toBe(1);
    expect(totpStep(rfcSecret, '081804', 1_111_111_109_000)).toBe(37_037_036);
    expect(totpStep(rfcSecret, '279037', 2_000_000_000_000)).toBe(66_666_666);
  });

  it('allows one step of drift either way, and no more', () => {
    const secret = newTotpSecret();
    const now = 1_800_000_015_000;
    expect(totpStep(secret, totpCode(secret, now - 30_000), now)).toBe(60_000_000 - 1);
    expect(totpStep(secret, totpCode(secret, now + 30_000), now)).toBe(60_000_000 + 1);
    expect(totpStep(secret, totpCode(secret, now - 60_000), now)).toBeUndefined();
    expect(totpStep(secret, totpCode(secret, now + 60_000), now)).toBeUndefined();
  });

  it('reads a code typed with a space, and refuses anything that is not six digits', () => {
    const secret = newTotpSecret();
    const code = totpCode(secret);
    expect(totpStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`)).toBeDefined();
    for (const bad of ['', '12345', '1234567', 'abcdef', `${code}0`]) expect(totpStep(secret, bad)).toBeUndefined();
  });
});

describe('newTotpSecret', () => {
  it('is 160 bits of base32 and differs every time', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('goes into an otpauth URI with the issuer and the account', () => {
    const uri = new URL(totpUri('JBSWY3DPEHPK3PXP', 'ada@example.com'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(uri.searchParams.get('issuer')).toBe('Fleet Video Telematics');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(uri.pathname)).toContain('ada@example.com');
  });
});
