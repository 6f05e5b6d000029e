import { describe, expect, it } from 'vitest';
import { clientAddress } from './clientAddress.ts';
import { noProxy, type ProxyTrust, parseTrustedProxyList } from './proxyTrust.ts';

const hops = (count: number): ProxyTrust => ({ proxies: undefined, hops: count });
const trusting = (list: string): ProxyTrust => ({ proxies: parseTrustedProxyList(list), hops: 0 });

describe('the client address with TRUSTED_PROXIES', () => {
  const proxies = trusting('10.0.0.0/8,127.0.0.1/32,::1/128,2001:db8:ffff::/48');

  it('is the peer that is not a listed proxy, whatever its header says', () => {
    expect(clientAddress('192.0.2.1', '1.2.3.4', proxies)).toBe('192.0.2.1');
    expect(clientAddress('127.0.0.2', '1.2.3.4', proxies)).toBe('127.0.0.2');
    expect(clientAddress('2001:db8:1:2::1', '1.2.3.4', proxies)).toBe('2001:db8:1:2::1');
    expect(clientAddress('192.0.2.1', undefined, proxies)).toBe('192.0.2.1');
  });

  it('behind a listed proxy is the first entry from the right that is not one', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.9', proxies)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.2', '198.51.100.66, 203.0.113.9', proxies)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.2', '198.51.100.66, 203.0.113.9, 10.1.2.3, 127.0.0.1', proxies)).toBe('203.0.113.9');
    expect(clientAddress('::1', '2001:db8:1:2::7, 2001:db8:ffff:1::1', proxies)).toBe('2001:db8:1:2::7');
    // The same proxy seen as an IPv4 address written as IPv6, as a server listening on :: sees it.
    expect(clientAddress('::ffff:10.0.0.2', '203.0.113.9', proxies)).toBe('203.0.113.9');
  });

  it('stops at an entry that is not an address, at the last trusted hop', () => {
    expect(clientAddress('10.0.0.2', '203.0.113.9, forged', proxies)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', '203.0.113.9, unknown, 10.0.0.7', proxies)).toBe('10.0.0.7');
    expect(clientAddress('10.0.0.2', '203.0.113.9,, 10.0.0.7', proxies)).toBe('10.0.0.7');
    expect(clientAddress('10.0.0.2', ' , ', proxies)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', '203.0.113.9:4711', proxies)).toBe('10.0.0.2');
  });

  it('is the leftmost entry of a chain of listed proxies only', () => {
    expect(clientAddress('10.0.0.2', '10.0.0.9, 10.0.0.8', proxies)).toBe('10.0.0.9');
  });
});

describe('the client address with the deprecated TRUST_PROXY hop count', () => {
  it('is the socket’s peer when no proxy is trusted, whatever the header says', () => {
    expect(clientAddress('192.0.2.1', '203.0.113.9', noProxy)).toBe('192.0.2.1');
  });

  it('behind one proxy is the entry that proxy appended, not one the client wrote before it', () => {
    expect(clientAddress('10.0.0.2', '203.0.113.9', hops(1))).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.2', '198.51.100.66, 203.0.113.9', hops(1))).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.2', 'forged, also-forged,203.0.113.9', hops(1))).toBe('203.0.113.9');
  });

  it('behind two proxies is the second entry from the right', () => {
    expect(clientAddress('10.0.0.2', 'forged, 203.0.113.9, 10.0.0.1', hops(2))).toBe('203.0.113.9');
  });

  it('falls back to the socket without the header, and to the first entry of a chain shorter than the hops', () => {
    expect(clientAddress('10.0.0.2', undefined, hops(1))).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', ' , ', hops(1))).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', '203.0.113.9', hops(3))).toBe('203.0.113.9');
  });
});
