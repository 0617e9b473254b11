import { isIPv6 } from 'node:net';
import type { Context } from 'hono';
import { clientAddress } from '../http/client-address';

/**
 * The key a per-address limit counts a client under: an IPv4 address as it is, an IPv6 address by
 * its /64 network, since one subscriber is usually given a whole /64 and can change address within it
 * at will.
 */
export function addressLimitKey(address: string): string {
  if (!isIPv6(address)) return address;
  const [head, tail = ''] = address.toLowerCase().split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4) takes two groups; only the first four groups matter here.
  const groupCount = (groups: string[]) => groups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const missing = address.includes('::') ? 8 - groupCount(left) - groupCount(right) : 0;
  const groups = [...left, ...Array.from({ length: missing }, () => '0'), ...right];
  const prefix = groups.slice(0, 4).map((group) => (Number.parseInt(group, 16) || 0).toString(16));
  return `${prefix.join(':')}::/64`;
}

/** The limit key of the client making this request (see clientAddress for which address that is). */
export function clientLimitKey(c: Context, trustProxyHops: number): string {
  return addressLimitKey(clientAddress(c, trustProxyHops));
}
