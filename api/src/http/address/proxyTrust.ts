import { BlockList, isIP } from 'node:net';

/** Who may say where a request came from (X-Forwarded-For), and a trace it continues (traceparent). */
export interface ProxyTrust {
  /** TRUSTED_PROXIES: the proxies' addresses and networks; undefined when it is not set. */
  proxies: BlockList | undefined;
  /** The deprecated TRUST_PROXY, used only without TRUSTED_PROXIES: how many entries from the right are believed, whoever sent them. */
  hops: number;
}

/** No proxy in front: the socket's peer is the client. */
export const noProxy: ProxyTrust = { proxies: undefined, hops: 0 };

/**
 * TRUSTED_PROXIES: a comma-separated list of addresses and networks (`10.0.0.0/8,127.0.0.1/32,::1/128`; an address
 * alone is itself); undefined when unset or empty.
 */
export function parseTrustedProxyList(text: string | undefined): BlockList | undefined {
  const parts = (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return undefined;
  const list = new BlockList();
  for (const part of parts) {
    const [address = '', prefix, extra] = part.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const length = prefix === undefined ? bits : /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
    if (family === 0 || address.includes('%') || extra !== undefined || !(length >= 0 && length <= bits)) {
      throw new Error(`TRUSTED_PROXIES must list the proxies' addresses or networks, such as 10.0.0.0/8,127.0.0.1/32,::1/128; "${part}" is not one`);
    }
    list.addSubnet(address, length, family === 4 ? 'ipv4' : 'ipv6');
  }
  return list;
}

/** Whether `address` is one of the proxies TRUSTED_PROXIES lists (never under the deprecated hop count alone). */
export function isTrustedProxy(trust: ProxyTrust, address: string): boolean {
  const family = isIP(address);
  if (!trust.proxies || family === 0) return false;
  return trust.proxies.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The warning a start logs once when TRUST_PROXY is set to anything but off; undefined when it is not. */
export function trustProxyDeprecation(env: NodeJS.ProcessEnv): string | undefined {
  if (['', '0', 'false', 'off'].includes((env.TRUST_PROXY ?? '').trim().toLowerCase())) return undefined;
  if (env.TRUSTED_PROXIES?.trim()) return 'TRUST_PROXY is ignored: TRUSTED_PROXIES is set, and it alone says which proxies are believed. Remove TRUST_PROXY.';
  return (
    'TRUST_PROXY is deprecated: it believes X-Forwarded-For from anyone who can reach the port, so a client that connects ' +
    'directly picks its own address. Set TRUSTED_PROXIES to the addresses of the proxies (10.0.0.0/8,127.0.0.1/32) instead.'
  );
}
