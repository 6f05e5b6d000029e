import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, refusedAddressKind } from './webhookAddress.ts';

describe('webhook addresses', () => {
  it('refuses loopback, private, link-local and metadata addresses, IPv4 inside IPv6 too', () => {
    expect(refusedAddressKind('127.0.0.1')).toBe('a loopback address');
    expect(refusedAddressKind('::1')).toBe('a loopback address');
    expect(refusedAddressKind('10.1.2.3')).toBe('a private address');
    expect(refusedAddressKind('172.31.255.255')).toBe('a private address');
    expect(refusedAddressKind('192.168.0.10')).toBe('a private address');
    expect(refusedAddressKind('fd12::1')).toBe('a private address');
    expect(refusedAddressKind('169.254.169.254')).toBe('a metadata address');
    expect(refusedAddressKind('169.254.10.1')).toBe('a link-local address');
    expect(refusedAddressKind('fe80::1')).toBe('a link-local address');
    expect(refusedAddressKind('::ffff:10.0.0.1')).toBe('a private address');
    expect(refusedAddressKind('::ffff:7f00:1')).toBe('a loopback address');
    expect(refusedAddressKind('0.0.0.0')).toBe('an unspecified address');
  });

  it('judges an IPv6 address that carries an IPv4 one by it, in every form that reaches an IPv4 host', () => {
    expect(refusedAddressKind('::ffff:127.0.0.1')).toBe('a loopback address');
    expect(refusedAddressKind('::127.0.0.1')).toBe('a loopback address');
    expect(refusedAddressKind('::7f00:1')).toBe('a loopback address');
    expect(refusedAddressKind('2002:7f00:1::')).toBe('a loopback address');
    expect(refusedAddressKind('2002:a9fe:a9fe::1')).toBe('a metadata address');
    expect(refusedAddressKind('64:ff9b::a00:1')).toBe('a private address');
    expect(refusedAddressKind('64:ff9b::10.0.0.1')).toBe('a private address');
    expect(refusedAddressKind('64:ff9b:1:a00:1::')).toBe('a private address');
    // The local-use prefix: refused when either place it may hold an IPv4 address holds one that is not public.
    expect(refusedAddressKind('64:ff9b:1::c0a8:1')).toBeDefined();
    expect(refusedAddressKind('64:ff9b:1:5db8:d8:2200:5db8:d822')).toBeUndefined();
    // Deprecated and routed nowhere, whatever it carries.
    expect(refusedAddressKind('::93.184.216.34')).toBe('a reserved address');
  });

  it('refuses everything but global unicast', () => {
    expect(refusedAddressKind('fec0::1')).toBe('a site-local address');
    expect(refusedAddressKind('100.64.0.1')).toBe('a carrier-grade NAT address');
    expect(refusedAddressKind('100.127.255.254')).toBe('a carrier-grade NAT address');
    expect(refusedAddressKind('::')).toBe('an unspecified address');
    expect(refusedAddressKind('0.1.2.3')).toBe('an unspecified address');
    expect(refusedAddressKind('224.0.0.1')).toBe('a multicast or reserved address');
    expect(refusedAddressKind('255.255.255.255')).toBe('a multicast or reserved address');
    expect(refusedAddressKind('240.0.0.1')).toBe('a multicast or reserved address');
    expect(refusedAddressKind('ff02::1')).toBe('a multicast or reserved address');
    expect(refusedAddressKind('192.0.2.10')).toBe('a documentation address');
    expect(refusedAddressKind('198.51.100.7')).toBe('a documentation address');
    expect(refusedAddressKind('203.0.113.9')).toBe('a documentation address');
    expect(refusedAddressKind('2001:db8::1')).toBe('a documentation address');
    expect(refusedAddressKind('3fff::1')).toBe('a documentation address');
    expect(refusedAddressKind('198.18.0.1')).toBe('a benchmarking address');
    expect(refusedAddressKind('2001:2::1')).toBe('a benchmarking address');
    expect(refusedAddressKind('2001:0:4136:e378:8000:63bf:3fff:fdd2')).toBe('a reserved address');
    expect(refusedAddressKind('fd00:ec2::254')).toBe('a metadata address');
    expect(refusedAddressKind('100::1')).toBe('a multicast or reserved address');
  });

  it('lets public addresses through', () => {
    expect(refusedAddressKind('93.184.216.34')).toBeUndefined();
    expect(refusedAddressKind('172.32.0.1')).toBeUndefined();
    expect(refusedAddressKind('100.128.0.1')).toBeUndefined();
    expect(refusedAddressKind('2606:2800:220:1:248:1893:25c8:1946')).toBeUndefined();
    expect(refusedAddressKind('[2a00:1450:4001:82b::200e]')).toBeUndefined();
    expect(refusedAddressKind('::ffff:93.184.216.34')).toBeUndefined();
    expect(refusedAddressKind('64:ff9b::5db8:d822')).toBeUndefined();
    expect(refusedAddressKind('2002:5db8:d822::1')).toBeUndefined();
  });

  it('takes https URLs, and http or private ones only for listed hosts', () => {
    expect(checkWebhookUrl('https://crm.example.com/hooks', [])).toBe('https://crm.example.com/hooks');
    expect(() => checkWebhookUrl('http://crm.example.com/hooks', [])).toThrow('A webhook URL must use https');
    expect(() => checkWebhookUrl('https://10.0.0.5/hooks', [])).toThrow('The address 10.0.0.5 is a private address');
    expect(() => checkWebhookUrl('https://[::1]:8443/', [])).toThrow('is a loopback address');
    expect(() => checkWebhookUrl('https://localhost/', [])).toThrow('is a loopback address');
    expect(() => checkWebhookUrl('https://user:secret@crm.example.com/', [])).toThrow('user name or password');
    expect(() => checkWebhookUrl('crm.example.com', [])).toThrow('full address');
    expect(checkWebhookUrl('http://127.0.0.1:9000/in', ['127.0.0.1'])).toBe('http://127.0.0.1:9000/in');
  });
});
