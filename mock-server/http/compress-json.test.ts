import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressJson } from './compress-json';

const classes = Array.from({ length: 30 }, (_, id) => ({ id, title: `Class ${id}`, meeting_link: null }));

function app() {
  const served = new Hono();
  served.use('/api/*', compressJson());
  served.get('/api/classes/', (c) => c.json(classes));
  served.get('/api/tiny/', (c) => c.json({ ok: true }));
  served.get('/api/text/', (c) => c.text('x'.repeat(5000)));
  return served;
}

const get = (path: string, acceptEncoding?: string) =>
  app().request(path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('JSON answers over 1 kB', () => {
  it('go out in brotli, or gzip when that is all the client takes, and read back the same', async () => {
    const brotli = await get('/api/classes/', 'gzip, deflate, br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString())).toEqual(
      classes,
    );
    const gzip = await get('/api/classes/', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString())).toEqual(classes);
    expect(gzip.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('go out as they are to a client that accepts no encoding', async () => {
    const response = await get('/api/classes/');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(await response.json()).toEqual(classes);
  });
});

describe('other answers', () => {
  it('leaves small JSON and non-JSON answers uncompressed', async () => {
    const tiny = await get('/api/tiny/', 'br');
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.json()).toEqual({ ok: true });
    const text = await get('/api/text/', 'br');
    expect(text.headers.get('content-encoding')).toBeNull();
  });
});
