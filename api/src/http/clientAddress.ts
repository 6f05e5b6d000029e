/**
 * The client's address: the socket's peer, or behind `trustedHops` proxies the address the outermost of them
 * was reached from. Each proxy appends the address it saw to X-Forwarded-For, so only the last `trustedHops`
 * entries were written by a proxy; whatever comes before them the client wrote itself, and is never trusted.
 */
export function clientAddress(socketAddress: string, forwardedFor: string | undefined, trustedHops: number): string {
  if (trustedHops === 0 || !forwardedFor) return socketAddress;
  const chain = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // A chain shorter than the hops configured came through fewer proxies: its first entry is the nearest we know.
  return chain[Math.max(0, chain.length - trustedHops)] ?? socketAddress;
}
