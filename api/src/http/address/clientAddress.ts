import { isIP } from 'node:net';
import { isTrustedProxy, type ProxyTrust } from './proxyTrust.ts';

/**
 * The client's address: the socket's peer, unless that peer is a proxy TRUSTED_PROXIES lists. Then X-Forwarded-For is
 * walked from the right (each proxy appends the address it was reached from), past the entries that are themselves
 * trusted proxies, and the first entry that is not one is the client. An entry that is not an address stops the walk
 * at the last trusted hop: what comes before it no proxy of ours vouches for. Anyone else's header is never read, so a
 * client that reaches the port directly is its own address whatever it sends.
 */
export function clientAddress(socketAddress: string, forwardedFor: string | undefined, trust: ProxyTrust): string {
  if (!forwardedFor) return socketAddress;
  if (!trust.proxies) return countedHops(socketAddress, forwardedFor, trust.hops);
  if (!isTrustedProxy(trust, socketAddress)) return socketAddress;
  const chain = forwardedFor.split(',');
  let client = socketAddress;
  for (let index = chain.length - 1; index >= 0; index--) {
    const entry = chain[index]!.trim();
    if (isIP(entry) === 0) break;
    client = entry;
    if (!isTrustedProxy(trust, entry)) break;
  }
  return client;
}

/**
 * The deprecated TRUST_PROXY=<hops>: the entry `hops` from the right, whoever sent the header. Only the last `hops`
 * entries were written by a proxy; whatever comes before them the client wrote itself, and is never taken.
 */
function countedHops(socketAddress: string, forwardedFor: string, hops: number): string {
  if (hops === 0) return socketAddress;
  const chain = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // A chain shorter than the hops configured came through fewer proxies: its first entry is the nearest we know.
  return chain[Math.max(0, chain.length - hops)] ?? socketAddress;
}
