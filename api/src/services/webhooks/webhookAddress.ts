import { BlockList, isIP } from 'node:net';
import { ServiceError } from '../ServiceError.ts';

/** Addresses a webhook may not reach unless its host is listed in WEBHOOK_ALLOWED_HOSTS, each with what it is. */
const refused: [kind: string, ranges: [address: string, prefix: number, type: 'ipv4' | 'ipv6'][]][] = [
  [
    'a metadata address',
    [
      ['169.254.169.254', 32, 'ipv4'],
      ['100.100.100.200', 32, 'ipv4'],
      ['fd00:ec2::254', 128, 'ipv6'],
    ],
  ],
  [
    'a loopback address',
    [
      ['127.0.0.0', 8, 'ipv4'],
      ['::1', 128, 'ipv6'],
    ],
  ],
  [
    'an unspecified address',
    [
      ['0.0.0.0', 8, 'ipv4'],
      ['::', 128, 'ipv6'],
    ],
  ],
  [
    'a link-local address',
    [
      ['169.254.0.0', 16, 'ipv4'],
      ['fe80::', 10, 'ipv6'],
    ],
  ],
  [
    'a private address',
    [
      ['10.0.0.0', 8, 'ipv4'],
      ['172.16.0.0', 12, 'ipv4'],
      ['192.168.0.0', 16, 'ipv4'],
      ['100.64.0.0', 10, 'ipv4'],
      ['192.0.0.0', 24, 'ipv4'],
      ['198.18.0.0', 15, 'ipv4'],
      ['fc00::', 7, 'ipv6'],
    ],
  ],
  [
    'a multicast or reserved address',
    [
      ['224.0.0.0', 3, 'ipv4'],
      ['ff00::', 8, 'ipv6'],
    ],
  ],
];
const lists = refused.map(([kind, ranges]) => {
  const list = new BlockList();
  for (const [address, prefix, type] of ranges) list.addSubnet(address, prefix, type);
  return [kind, list] as const;
});

/** An IPv6 address that carries an IPv4 one (::ffff:10.0.0.1, 64:ff9b::a00:1) is judged by the IPv4 one. */
function embeddedIpv4(address: string): string | undefined {
  const mapped = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return undefined;
  const high = Number.parseInt(hex[1]!, 16);
  const low = Number.parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** What makes an address one a webhook may not reach ('a private address'), or undefined for a public one. */
export function refusedAddressKind(address: string): string | undefined {
  const bare = address.replace(/^\[|\]$/g, '');
  const v4 = embeddedIpv4(bare);
  const [checked, type] = v4 ? [v4, 'ipv4' as const] : [bare, isIP(bare) === 4 ? ('ipv4' as const) : ('ipv6' as const)];
  return lists.find(([, list]) => list.check(checked, type))?.[0];
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
