import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

async function addressSeen(trustProxyHops: number, peer: string, forwardedFor?: string) {
  const app = new Hono();
  app.get('/', (c) => c.text(clientAddress(c, trustProxyHops)));
  const headers = forwardedFor ? { 'x-forwarded-for': forwardedFor } : undefined;
  const response = await app.request('/', { headers }, { incoming: { socket: { remoteAddress: peer } } });
  return response.text();
}

describe('clientAddress', () => {
  it('is the TCP peer when no proxy is trusted, whatever X-Forwarded-For claims', async () => {
    expect(await addressSeen(0, '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
  });

  it('takes the entry the trusted proxy appended, not one the client wrote', async () => {
    expect(await addressSeen(1, '10.0.0.2', 'forged.by.client, 198.51.100.1')).toBe('198.51.100.1');
    expect(await addressSeen(2, '10.0.0.2', 'forged, 198.51.100.1, 10.0.0.9')).toBe('198.51.100.1');
  });

  it('falls back to the peer when the proxy sent no header, and unmaps IPv4-mapped peers', async () => {
    expect(await addressSeen(1, '::ffff:127.0.0.1')).toBe('127.0.0.1');
  });
});
