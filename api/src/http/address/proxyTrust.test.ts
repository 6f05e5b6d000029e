import { describe, expect, it } from 'vitest';
import { isTrustedProxy, noProxy, parseTrustedProxyList, trustProxyDeprecation } from './proxyTrust.ts';

describe('TRUSTED_PROXIES', () => {
  it('lists IPv4 and IPv6 networks, and addresses alone', () => {
    const trust = { proxies: parseTrustedProxyList(' 10.0.0.0/8, 127.0.0.1/32,::1/128 ,192.0.2.7, 2001:db8::/32'), hops: 0 };
    for (const address of ['10.200.3.4', '127.0.0.1', '::1', '192.0.2.7', '2001:db8:1:2::1', '::ffff:10.0.0.1']) {
      expect(isTrustedProxy(trust, address), address).toBe(true);
    }
    for (const address of ['11.0.0.1', '127.0.0.2', '::2', '192.0.2.8', '2001:db9::1', 'unknown', '']) {
      expect(isTrustedProxy(trust, address), address).toBe(false);
    }
  });

  it('is unset when empty, and trusts no one then', () => {
    expect(parseTrustedProxyList(undefined)).toBeUndefined();
    expect(parseTrustedProxyList(' , ')).toBeUndefined();
    expect(isTrustedProxy(noProxy, '127.0.0.1')).toBe(false);
  });

  it('refuses what is not an address or a network, in one line naming it', () => {
    for (const bad of ['localhost', '10.0.0.0/33', '::1/129', '10.0.0.0/8/8', '10.0.0.0/', '10.0.0.0/x', 'fe80::1%eth0', '10.0.0.256']) {
      expect(() => parseTrustedProxyList(`127.0.0.1,${bad}`), bad).toThrow(
        `TRUSTED_PROXIES must list the proxies' addresses or networks, such as 10.0.0.0/8,127.0.0.1/32,::1/128; "${bad}" is not one`,
      );
    }
  });
});

describe('TRUST_PROXY', () => {
  it('is deprecated in favour of TRUSTED_PROXIES, and ignored beside it', () => {
    expect(trustProxyDeprecation({})).toBeUndefined();
    expect(trustProxyDeprecation({ TRUSTED_PROXIES: '10.0.0.0/8' })).toBeUndefined();
    expect(trustProxyDeprecation({ TRUST_PROXY: 'off' })).toBeUndefined();
    expect(trustProxyDeprecation({ TRUST_PROXY: '1' })).toMatch(/^TRUST_PROXY is deprecated: .*Set TRUSTED_PROXIES/);
    expect(trustProxyDeprecation({ TRUST_PROXY: '1', TRUSTED_PROXIES: '10.0.0.0/8' })).toMatch(/^TRUST_PROXY is ignored: TRUSTED_PROXIES is set/);
  });
});
