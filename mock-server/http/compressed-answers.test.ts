import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressJson } from './compress-json';
import { jsonOnce } from './json-once';

const homework = Array.from({ length: 20 }, (_, id) => ({
  id,
  title: `Homework ${id}`,
  status: 'published',
}));
const tiny = { ok: true };
const classes = Array.from({ length: 30 }, (_, id) => ({ id, title: `Class ${id}`, meeting_link: null }));

/** As the server mounts it (behind compressJson), or alone: the encoding is jsonOnce's own work. */
function app(behindCompressJson = true) {
  const served = new Hono();
  if (behindCompressJson) served.use('/api/*', compressJson());
  served.get('/api/homework/', (c) => jsonOnce(c, homework));
  served.get('/api/tiny/', (c) => jsonOnce(c, tiny));
  served.get('/api/classes/', (c) => c.json(classes));
  return served;
}

let server: ReturnType<typeof serve>;
let base: string;

beforeAll(async () => {
  await new Promise<void>((listening) => {
    server = serve({ fetch: app().fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      base = `http://127.0.0.1:${info.port}`;
      listening();
    });
  });
});
afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

/** The raw answer, as a browser's network layer gets it before decoding. */
function raw(path: string, acceptEncoding?: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const sent = request(
        `${base}${path}`,
        { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => resolve({ headers: answer.headers, body: Buffer.concat(chunks) }));
        },
      );
      sent.on('error', reject);
      sent.end();
    },
  );
}

describe('a cached value answered again and again (jsonOnce)', () => {
  it('goes out in brotli or gzip to a client that takes them, the same value each time', async () => {
    for (let request = 0; request < 2; request += 1) {
      const brotli = await raw('/api/homework/', 'gzip, deflate, br');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toBe('Accept-Encoding');
      expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
      expect(JSON.parse(brotliDecompressSync(brotli.body).toString())).toEqual(homework);

      const gzip = await raw('/api/homework/', 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(homework);
    }
  });

  it('goes out as JSON text to a client that takes no encoding, and when it is small', async () => {
    const plain = await raw('/api/homework/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(plain.body.toString())).toEqual(homework);

    const small = await raw('/api/tiny/', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual(tiny);
  });

  it.each([true, false])(
    'is encoded by jsonOnce itself, under app.request() too (behind compressJson: %s)',
    async (behindCompressJson) => {
      const answer = await app(behindCompressJson).request('/api/homework/', {
        headers: { 'accept-encoding': 'br' },
      });
      expect(answer.headers.get('content-encoding')).toBe('br');
      expect(answer.headers.get('vary')).toBe('Accept-Encoding');
      const body = Buffer.from(await answer.arrayBuffer());
      expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual(homework);
    },
  );
});

describe('an answer compressed for its request alone', () => {
  it('goes out whole with its length, not as a stream of chunks, and reads back the same', async () => {
    const answer = await raw('/api/classes/', 'br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(answer.body).toString())).toEqual(classes);
  });
});
