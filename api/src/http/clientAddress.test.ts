import { describe, expect, it } from 'vitest';
import { clientAddress } from './clientAddress.ts';

describe('the client address', () => {
  it('is the socket’s peer when no proxy is trusted, whatever the header says', () => {
    expect(clientAddress('192.0.2.1', '203.0.113.9', 0)).toBe('192.0.2.1');
  });

  it('behind one proxy is the entry that proxy appended, not one the client wrote before it', () => {
    expect(clientAddress('10.0.0.2', '203.0.113.9', 1)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.2', '198.51.100.66, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.2', 'forged, also-forged,203.0.113.9', 1)).toBe('203.0.113.9');
  });

  it('behind two proxies is the second entry from the right', () => {
    expect(clientAddress('10.0.0.2', 'forged, 203.0.113.9, 10.0.0.1', 2)).toBe('203.0.113.9');
  });

  it('falls back to the socket without the header, and to the first entry of a chain shorter than the hops', () => {
    expect(clientAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', ' , ', 1)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', '203.0.113.9', 3)).toBe('203.0.113.9');
  });
});
