import { describe, expect, it } from 'vitest';
import { addressGroup, ipv6Groups } from './addressGroup.ts';

describe('addressGroup', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressGroup('203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts every address of an IPv6 /64 as one', () => {
    const one = addressGroup('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(one).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:0db8:0001:0002::1')).toBe(one);
    expect(addressGroup('2001:db8:1:2::ffff%eth0')).toBe(one);
    expect(addressGroup('2001:db8:1:3::1')).not.toBe(one);
  });

  it('reads an IPv4 address written as IPv6 as that IPv4 address', () => {
    expect(addressGroup('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressGroup('::ffff:c633:6407')).toBe('198.51.100.7');
  });

  it('leaves any other text as it is', () => {
    expect(addressGroup('')).toBe('');
    expect(addressGroup('unknown')).toBe('unknown');
  });
});

describe('ipv6Groups', () => {
  it('expands the short forms and an IPv4 tail', () => {
    expect(ipv6Groups('::')).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Groups('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Groups('fe80::')).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Groups('64:ff9b::192.0.2.33')).toEqual([0x64, 0xff9b, 0, 0, 0, 0, 0xc000, 0x0221]);
    expect(ipv6Groups('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ipv6Groups('192.0.2.1')).toBeUndefined();
  });
});
