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

  it('lets public addresses through', () => {
    expect(refusedAddressKind('93.184.216.34')).toBeUndefined();
    expect(refusedAddressKind('172.32.0.1')).toBeUndefined();
    expect(refusedAddressKind('2606:2800:220:1:248:1893:25c8:1946')).toBeUndefined();
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
