import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
// Inside the project: the static handler serves a root relative to the working directory.
const clientDir = path.resolve(`node_modules/.cache/security-headers-client-${process.pid}`);

beforeAll(async () => {
  mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  // The build's layout: prerendered pages, the client-only areas' shell, and the not-found page.
  const page = '<!doctype html><title>t</title><script type="module" src="/assets/app.js"></script>';
  for (const file of ['index.html', 'login.html', 'app.html', '404.html']) {
    writeFileSync(path.join(clientDir, file), page);
  }
  writeFileSync(path.join(clientDir, 'assets', 'app.js'), 'export {};');
  server = await startTestServer({ CLIENT_DIR: clientDir });
});
afterAll(async () => {
  await server.stop();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (pathname: string, init?: RequestInit) => fetch(new URL(pathname, server.url), init);

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('security headers', () => {
  it.each(['/', '/login', '/dashboard/homework', '/no-such-page'])(
    'gives the page %s a strict policy',
    async (pathname) => {
      const answer = await get(pathname);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      const policy = directives(answer.headers.get('content-security-policy'));
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'none'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
      expect(policy['connect-src']).toEqual(["'self'", server.url.replace(/^http/, 'ws')]);
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      expect(answer.headers.get('permissions-policy')).toContain('camera=()');
      // Served over plain HTTP without an https PUBLIC_URL: no HSTS.
      expect(answer.headers.get('strict-transport-security')).toBeNull();
    },
  );

  it('keeps scripts and styles of the page from being sniffed or framed', async () => {
    const answer = await get('/assets/app.js');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(directives(answer.headers.get('content-security-policy'))['default-src']).toEqual(["'none'"]);
  });

  it.each([
    { status: 200, pathname: '/api/geo/', init: {} },
    { status: 401, pathname: '/api/profile/', init: {} },
    { status: 404, pathname: '/api/nothing-here/', init: {} },
    { status: 413, pathname: '/api/login/', init: { method: 'POST', body: 'x'.repeat(100_000) } },
  ])(
    'marks a $status of the API no-store, unframeable and unsniffable',
    async ({ status, pathname, init }) => {
      const answer = await get(pathname, init);
      expect(answer.status).toBe(status);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(directives(answer.headers.get('content-security-policy'))).toEqual({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
    },
  );

  it.each(['gzip, br', 'identity'])(
    'says the API varies by encoding, to a client that accepts %s as to any other',
    async (acceptEncoding) => {
      const answer = await get('/api/geo/', { headers: { 'accept-encoding': acceptEncoding } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('vary')).toBe('Accept-Encoding');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-frame-options')).toBeNull();
    },
  );
});

describe('API docs page', () => {
  it('loads Swagger UI from this origin only: the installed package, nothing from a CDN', async () => {
    const answer = await get('/api/docs');
    const html = await answer.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, source]) => source);
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/ src="/);
      expect(body.trim()).toBe('');
    }
    expect(sources.length).toBeGreaterThanOrEqual(3);
    for (const source of sources) {
      expect(source).toMatch(/^\/api\/docs\//);
      const asset = await get(source);
      expect(asset.status, source).toBe(200);
      expect((await asset.text()).length, source).toBeGreaterThan(0);
    }
    expect((await get('/api/docs/assets/package.json')).status).toBe(404);
    const policy = directives(answer.headers.get('content-security-policy'));
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
