import { BlockList, isIP } from 'node:net';
import { ipv6Groups } from '../rateLimit/addressGroup.ts';
import { ServiceError } from '../ServiceError.ts';

type Ranges = [address: string, prefix: number][];

/**
 * IPv4 ranges a webhook may not reach unless its host is listed in WEBHOOK_ALLOWED_HOSTS, each with what it is (the
 * special-purpose registry, RFC 6890 and its updates). Every address outside them is public.
 */
const refusedIpv4: [kind: string, ranges: Ranges][] = [
  [
    'a metadata address',
    [
      ['169.254.169.254', 32],
      ['100.100.100.200', 32],
    ],
  ],
  ['a loopback address', [['127.0.0.0', 8]]],
  ['an unspecified address', [['0.0.0.0', 8]]],
  ['a link-local address', [['169.254.0.0', 16]]],
  [
    'a private address',
    [
      ['10.0.0.0', 8],
      ['172.16.0.0', 12],
      ['192.168.0.0', 16],
      ['192.0.0.0', 24],
    ],
  ],
  ['a carrier-grade NAT address', [['100.64.0.0', 10]]],
  [
    'a documentation address',
    [
      ['192.0.2.0', 24],
      ['198.51.100.0', 24],
      ['203.0.113.0', 24],
    ],
  ],
  ['a benchmarking address', [['198.18.0.0', 15]]],
  [
    'a multicast or reserved address',
    [
      ['224.0.0.0', 3],
      ['192.88.99.0', 24],
    ],
  ],
];

/** Special-purpose blocks inside the global unicast range 2000::/3; everything outside that range is refused too. */
const refusedIpv6: [kind: string, ranges: Ranges][] = [
  ['a metadata address', [['fd00:ec2::254', 128]]],
  [
    'a documentation address',
    [
      ['2001:db8::', 32],
      ['3fff::', 20],
    ],
  ],
  ['a benchmarking address', [['2001:2::', 48]]],
  // Teredo (2001::/32), ORCHID and the other protocol assignments: not an address a receiver is reached at.
  ['a reserved address', [['2001::', 23]]],
];

const listOf = (table: [string, Ranges][], type: 'ipv4' | 'ipv6') =>
  table.map(([kind, ranges]) => {
    const list = new BlockList();
    for (const [address, prefix] of ranges) list.addSubnet(address, prefix, type);
    return [kind, list] as const;
  });
const ipv4Lists = listOf(refusedIpv4, 'ipv4');
const ipv6Lists = listOf(refusedIpv6, 'ipv6');

const ipv4Of = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.');

function ipv4Kind(address: string): string | undefined {
  return ipv4Lists.find(([, list]) => list.check(address, 'ipv4'))?.[0];
}

/**
 * The IPv4 addresses an IPv6 address carries, by the forms that reach an IPv4 host: mapped (::ffff:a.b.c.d),
 * compatible (::a.b.c.d), 6to4 (2002:aabb:ccdd::), NAT64's well-known prefix (64:ff9b::a.b.c.d) and its local-use
 * one (64:ff9b:1::/48, where the operator picks where the address sits: both places are judged).
 */
function embeddedIpv4(groups: number[]): string[] {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && (g5 === 0xffff || g5 === 0)) return [ipv4Of(g6, g7)];
  if (g0 === 0x2002) return [ipv4Of(g1, g2)];
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return [ipv4Of(g6, g7)];
  // RFC 6052 with a /48 prefix: the address takes bits 48-63 and 72-87, around the reserved octet.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return [ipv4Of(g3, ((g4 & 255) << 8) | (g5 >> 8)), ipv4Of(g6, g7)];
  return [];
}

function ipv6Kind(address: string, groups: number[]): string | undefined {
  const [first = 0] = groups;
  if (groups.every((group) => group === 0)) return 'an unspecified address';
  if (groups.slice(0, 7).every((group) => group === 0) && groups[7] === 1) return 'a loopback address';
  const embedded = embeddedIpv4(groups);
  if (embedded.length > 0) {
    // ::a.b.c.d was deprecated long ago and is routed nowhere: refused even when the address it carries is public.
    if (groups.slice(0, 6).every((group) => group === 0)) return ipv4Kind(embedded[0]!) ?? 'a reserved address';
    return embedded.map(ipv4Kind).find(Boolean);
  }
  const listed = ipv6Lists.find(([, list]) => list.check(address, 'ipv6'))?.[0];
  if (listed) return listed;
  if ((first & 0xe000) === 0x2000) return undefined;
  if ((first & 0xffc0) === 0xfe80) return 'a link-local address';
  if ((first & 0xffc0) === 0xfec0) return 'a site-local address';
  if ((first & 0xfe00) === 0xfc00) return 'a private address';
  return 'a multicast or reserved address';
}

/**
 * What makes an address one a webhook may not reach ('a private address'), or undefined for a public one: only global
 * unicast is public, and an IPv6 address that carries an IPv4 one is judged by it as well.
 */
export function refusedAddressKind(address: string): string | undefined {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIP(bare) === 4) return ipv4Kind(bare);
  const groups = ipv6Groups(bare);
  if (!groups) return 'not an address';
  return ipv6Kind(bare, groups);
}

export const isAllowedHost = (hostname: string, allowedHosts: readonly string[]) => allowedHosts.includes(hostname.replace(/^\[|\]$/g, '').toLowerCase());

const invalid = (message: string) => new ServiceError('invalid', message, { field: 'body.url' });

/**
 * A webhook URL as an endpoint may be saved with: https (http only for a listed host), no user name or password, and
 * not an address it could never be sent to. A host name is resolved only when a delivery is made (WebhookSender).
 */
export function checkWebhookUrl(text: string, allowedHosts: readonly string[]): string {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw invalid('A webhook URL must be a full address such as https://crm.example.com/hooks/leads');
  }
  const listed = isAllowedHost(url.hostname, allowedHosts);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && listed)) throw invalid('A webhook URL must use https');
  if (url.username || url.password) throw invalid('A webhook URL may not carry a user name or password');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const kind = isIP(host) ? refusedAddressKind(host) : host === 'localhost' || host.endsWith('.localhost') ? 'a loopback address' : undefined;
  if (kind && !listed) throw invalid(`The address ${host} is ${kind}; only hosts in WEBHOOK_ALLOWED_HOSTS may be`);
  return url.toString();
}
