import type { Context } from 'hono';
import { nodeRequest } from './node-bindings';
import { requestHeader } from './request-header';

/**
 * The address a request came from, for per-address limits (logins, resets, sockets, applications).
 * The peer of the TCP connection, unless `trustProxyHops` reverse proxies stand in front: then the
 * address that many entries from the right of X-Forwarded-For, which the nearest proxy appended and a
 * client cannot forge. An IPv4-mapped IPv6 peer is reported as plain IPv4.
 */
export function clientAddress(c: Context, trustProxyHops = 0): string {
  const peer = nodeRequest(c)?.socket?.remoteAddress ?? 'unknown';
  if (trustProxyHops > 0) {
    const forwarded = (requestHeader(c, 'x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const fromProxy = forwarded[forwarded.length - trustProxyHops];
    if (fromProxy) return normalise(fromProxy);
  }
  return normalise(peer);
}

function normalise(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}
