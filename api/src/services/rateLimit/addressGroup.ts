import { isIP } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (zone and embedded IPv4 tail included), or undefined for any other text. */
export function ipv6Groups(address: string): number[] | undefined {
  const bare = address.replace(/%.*$/, '').toLowerCase();
  if (isIP(bare) !== 6) return undefined;
  let text = bare;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = rest === undefined || rest === '' ? [] : rest.split(':');
  const missing = rest === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => Number.parseInt(group, 16));
}

/** An IPv4 address written as IPv6 (`::ffff:192.0.2.1`), as IPv4; undefined for any other. */
function mappedIpv4(groups: number[]): string | undefined {
  if (groups.slice(0, 5).some((group) => group !== 0) || groups[5] !== 0xffff) return undefined;
  return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
}

/**
 * The addresses one client can be taken to hold, as the key its limits count under: an IPv4 address alone, and an IPv6
 * address's /64, the network one subscriber is given (a home or a phone may pick any of its 2^64 addresses, so a limit
 * per IPv6 address would limit nobody). An IPv4 address written as IPv6 is that IPv4 address; any other text (a test's
 * 'unknown') is itself.
 */
export function addressGroup(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  return (
    mappedIpv4(groups) ??
    `${groups
      .slice(0, 4)
      .map((group) => group.toString(16))
      .join(':')}::/64`
  );
}
