import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { OpenAPIHono } from '@hono/zod-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteOriginPlaceholder } from '../../shared/site-pages';
import type { AppEnv } from '../context';
import { serveClient } from './static-client';

/** A built client as the build leaves it: pages, the shell, an asset with its compressed copies. */
let clientDir: string;
const script = 'console.log("the entry chunk, long enough to be worth compressing");'.repeat(40);
const page = (name: string) =>
  `<!doctype html><html><head><link rel="canonical" href="${siteOriginPlaceholder}/${name}"></head><body>${name} text</body></html>`;

beforeAll(() => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'static-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  mkdirSync(path.join(clientDir, '.vite'));
  writeFileSync(path.join(clientDir, 'index.html'), page('home'));
  writeFileSync(path.join(clientDir, 'why-us.html'), page('why-us'));
  writeFileSync(path.join(clientDir, '404.html'), page('not-found'));
  writeFileSync(path.join(clientDir, 'app.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(clientDir, 'robots.txt'), `Sitemap: ${siteOriginPlaceholder}/sitemap.xml\n`);
  writeFileSync(path.join(clientDir, '.vite', 'manifest.json'), '{}');
  const asset = path.join(clientDir, 'assets', 'index-abc123.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});

afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

function appServing(publicUrl?: string) {
  const app = new OpenAPIHono<AppEnv>();
  serveClient(app, { clientDir, publicUrl });
  return app;
}

const get = (path: string, headers: Record<string, string> = {}, publicUrl?: string) =>
  appServing(publicUrl).request(`http://localhost:8000${path}`, { headers });

describe('built assets', () => {
  it('sends the brotli copy to a client that accepts it, gzip to one that accepts only gzip', async () => {
    const brotli = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotli.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(script);

    const gzip = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);
  });

  it('sends the file itself without Accept-Encoding, or when brotli and gzip are refused', async () => {
    const requests: Record<string, string>[] = [{}, { 'accept-encoding': 'br;q=0, gzip;q=0' }];
    for (const headers of requests) {
      const response = await get('/assets/index-abc123.js', headers);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(await response.text()).toBe(script);
    }
  });

  it('lets browsers keep hashed assets for a year, and revalidate other files', async () => {
    const hashed = await get('/assets/index-abc123.js');
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await get('/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
    const again = await get('/favicon.svg', { 'if-none-match': icon.headers.get('etag') ?? '' });
    expect(again.status).toBe(304);
  });

  it('answers a missing script with a plain 404, never with a page the browser would run', async () => {
    const response = await get('/assets/gone-123.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toMatch(/html/);
  });

  it('serves nothing from hidden folders or outside the build', async () => {
    for (const hidden of [
      '/.vite/manifest.json',
      '/..%2f..%2fetc%2fpasswd',
      '/assets/..%2f..%2fpackage.json',
    ]) {
      const response = await get(hidden);
      expect(response.status, hidden).toBe(404);
    }
  });
});

describe('pages', () => {
  it("answers each prerendered page with its own HTML, revalidated, compressed, with the site's origin", async () => {
    const response = await get('/why-us', { 'accept-encoding': 'br' }, 'https://shikhar.example');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-encoding')).toBe('br');
    const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(html).toContain('why-us text');
    expect(html).toContain('<link rel="canonical" href="https://shikhar.example/why-us">');
    const unchanged = await get(
      '/why-us',
      { 'accept-encoding': 'br', 'if-none-match': response.headers.get('etag') ?? '' },
      'https://shikhar.example',
    );
    expect(unchanged.status).toBe(304);
  });

  it("writes the request's own origin into pages and robots.txt when PUBLIC_URL is unset", async () => {
    expect(await (await get('/')).text()).toContain('href="http://localhost:8000/home"');
    expect(await (await get('/robots.txt')).text()).toBe('Sitemap: http://localhost:8000/sitemap.xml\n');
  });

  it('answers the client-only routes with the app shell, and any other path with the 404 page', async () => {
    for (const shellPath of [
      '/dashboard',
      '/dashboard/homework',
      '/teacher/classes',
      '/logout',
      '/reset-password',
    ]) {
      const response = await get(shellPath);
      expect(response.status, shellPath).toBe(200);
      expect(await response.text()).toContain('<div id="root"></div>');
    }
    for (const missing of ['/no-such-page', '/why-us/more', '/dashboards']) {
      const response = await get(missing);
      expect(response.status, missing).toBe(404);
      expect(await response.text()).toContain('not-found text');
    }
  });
});
