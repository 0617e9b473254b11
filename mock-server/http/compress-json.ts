import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { acceptedEncodings } from './accept-encoding';
import { nodeResponse } from './node-bindings';

/** Below this a compressed answer saves less than the headers it adds. */
const minimumBytes = 1024;

/**
 * Compresses JSON answers of 1 kB or more in the best encoding the client accepts: a list of
 * classes or homework (3.5 kB) goes out in under 1 kB. Brotli at a fast level (4): each answer is
 * compressed once, per request, so speed matters more than the last few percent. Smaller answers,
 * other types and HEAD go out as they are; every JSON answer says it varies by Accept-Encoding (on a
 * Node server every answer under the path, said before it is made: see nodeResponse).
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    const encoding = c.req.method === 'HEAD' ? undefined : acceptedEncodings(c)[0];
    const outgoing = nodeResponse(c);
    outgoing?.setHeader('vary', 'Accept-Encoding');
    await next();
    // A client that takes no encoding gets the answer as it was made, untouched.
    if (!encoding && outgoing) return;
    const response = c.res;
    const isJson = response.headers.get('content-type')?.startsWith('application/json');
    if (!isJson || response.headers.has('content-encoding')) return;
    // On the answer's own headers: c.header() on a finished answer copies it, body and all.
    if (!outgoing) response.headers.append('vary', 'Accept-Encoding');
    // The body is read only to compress it: reading it turns @hono/node-server's light response
    // into a stream, which costs more than writing the text out as it is.
    if (!encoding || !response.body) return;
    const body = Buffer.from(await response.arrayBuffer());
    const compressed =
      body.length < minimumBytes
        ? null
        : encoding === 'br'
          ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
          : gzipSync(body);
    c.res = new Response(compressed ?? body, c.res);
    if (compressed) {
      c.res.headers.set('content-encoding', encoding);
      c.res.headers.delete('content-length');
    }
  };
}
