import { describe, expect, it } from 'vitest';
import { addressKey, delayAfter, throttleKeys } from './signInThrottle.ts';

describe('sign-in throttle', () => {
  it('lets the first failures through, then doubles the wait up to 15 minutes', () => {
    expect([0, 4].map((n) => delayAfter(n))).toEqual([0, 0]);
    expect([5, 6, 7, 8].map((n) => delayAfter(n))).toEqual([2, 4, 8, 16]);
    expect(delayAfter(40)).toBe(900);
  });

  it('allows more failures from one address than for one e-mail', () => {
    expect(delayAfter(19, 20)).toBe(0);
    expect(delayAfter(20, 20)).toBe(2);
  });

  it('counts an e-mail whatever its case and spacing', () => {
    expect(throttleKeys('  Sam@Example.com ', '10.0.0.1')).toEqual(['email:sam@example.com', 'ip:10.0.0.1']);
  });

  it('counts the addresses of one IPv6 /64 as one client', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe(addressKey('2001:db8:1:2::2'));
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('ip:2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('::ffff:192.0.2.1')).toBe(addressKey('192.0.2.1'));
  });
});
