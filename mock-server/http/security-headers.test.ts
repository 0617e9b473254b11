import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { securityHeaders } from './security-headers';

async function pageHeaders(env: Record<string, string>) {
  const app = new Hono();
  app.use('*', securityHeaders(loadConfig(env)));
  app.get('/', (c) => c.html('<!doctype html><title>t</title>'));
  return (await app.request('http://localhost:8000/')).headers;
}

describe('security headers by configuration', () => {
  it('adds HSTS and upgrades requests when the public site is https, with sockets over wss', async () => {
    const headers = await pageHeaders({ PUBLIC_URL: 'https://tutoring.example' });
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const policy = headers.get('content-security-policy') ?? '';
    expect(policy).toContain("connect-src 'self' wss://tutoring.example");
    expect(policy).toContain('upgrade-insecure-requests');
  });

  it('sends no HSTS for a plain-http site', async () => {
    const headers = await pageHeaders({ PUBLIC_URL: 'http://tutoring.example' });
    expect(headers.get('strict-transport-security')).toBeNull();
    expect(headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
  });

  it('lets the pages frame only the configured application forms', async () => {
    expect((await pageHeaders({})).get('content-security-policy')).toContain("frame-src 'none'");
    const headers = await pageHeaders({
      VITE_APPLY_DEMO_FORM_URL: 'https://docs.google.com/forms/d/e/demo/viewform?embedded=true',
      VITE_APPLY_NEET_FORM_URL: 'https://forms.example.org/neet',
    });
    expect(headers.get('content-security-policy')).toContain(
      'frame-src https://docs.google.com https://forms.example.org',
    );
  });

  it('lets the pages reach an API on another origin, sockets included', async () => {
    const headers = await pageHeaders({ VITE_API_URL: 'https://api.example.org/api' });
    expect(headers.get('content-security-policy')).toContain(
      "connect-src 'self' ws://localhost:8000 https://api.example.org wss://api.example.org",
    );
  });

  it('lets the service worker fetch from its own origin only, where other scripts may fetch nothing', async () => {
    const app = new Hono();
    app.use('*', securityHeaders(loadConfig({})));
    app.get('*', (c) =>
      c.body('self.addEventListener("fetch", () => {});', 200, { 'content-type': 'text/javascript' }),
    );
    const policyOf = async (path: string) =>
      (await app.request(`http://localhost:8000${path}`)).headers.get('content-security-policy');
    expect(await policyOf('/sw.js')).toBe("default-src 'self'; frame-ancestors 'none'");
    expect(await policyOf('/assets/index.js')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
