import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { acceptedEncodings, type Encoding } from './accept-encoding';
import { nodeResponse } from './node-bindings';

/** Below this a compressed answer saves less than the headers it adds. */
const minimumBytes = 1024;

/** Whether a JSON answer of `bytes` is worth compressing. */
export const worthCompressing = (bytes: number) => bytes >= minimumBytes;

/**
 * A JSON answer in `encoding`. Brotli at a fast level (4): most answers are made for one request and
 * compressed for it alone (only the cached reads' are kept, see json-once.ts), so speed matters more
 * than the last few percent.
 */
export function compressed(body: Uint8Array, encoding: Encoding) {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzipSync(body);
}

/** The encoding an answer to this request may go out in, if any (HEAD has no body to encode). */
export function answerEncoding(c: Context): Encoding | undefined {
  return c.req.method === 'HEAD' ? undefined : acceptedEncodings(c)[0];
}

const encodedAlready = new WeakSet<Response>();

/**
 * A JSON answer whose body is in `encoding` already (compressed once for many requests): the
 * middleware below leaves it as it is without looking at its headers, which would turn
 * @hono/node-server's light answer into a Fetch Response.
 */
export function encodedJson(c: Context, body: Uint8Array<ArrayBuffer>, encoding: Encoding): Response {
  const answer = c.body(body, 200, {
    'content-type': 'application/json',
    'content-encoding': encoding,
    vary: 'Accept-Encoding',
  });
  encodedAlready.add(answer);
  return answer;
}

/**
 * Compresses JSON answers of 1 kB or more in the best encoding the client accepts, since lists of
 * classes or homework shrink several times. An answer that comes encoded already (the
 * cached reads', see json-once.ts) is left as it is. Smaller answers, other types and HEAD go out
 * as they are; every JSON answer says it varies by Accept-Encoding (on a Node server every answer
 * under the path, said before it is made: see nodeResponse).
 */
export function compressJson(): MiddlewareHandler {
  return (c, next) => {
    const encoding = answerEncoding(c);
    const outgoing = nodeResponse(c);
    outgoing?.setHeader('vary', 'Accept-Encoding');
    // A client that takes no encoding gets the answer as it was made, untouched (and without an
    // async frame of its own, which on a cached read costs more than the check).
    if (!encoding && outgoing) return next();
    return next().then(() => encodeAnswer(c, encoding, outgoing !== undefined));
  };
}

/** After the route: the answer compressed in `encoding` when it is JSON worth compressing. */
async function encodeAnswer(c: Context, encoding: Encoding | undefined, onNode: boolean) {
  if (encodedAlready.has(c.res)) return;
  const response = c.res;
  if (!response.headers.get('content-type')?.startsWith('application/json')) return;
  // On the answer's own headers: c.header() on a finished answer copies it, body and all.
  if (!onNode) response.headers.append('vary', 'Accept-Encoding');
  // The body is read only to compress it: reading it turns @hono/node-server's light response
  // into a stream, which costs more than writing the text out as it is.
  if (!encoding || !response.body) return;
  const body = Buffer.from(await response.arrayBuffer());
  const encoded = worthCompressing(body.length) ? compressed(body, encoding) : null;
  c.res = new Response(encoded ?? body, c.res);
  if (encoded) {
    c.res.headers.set('content-encoding', encoding);
    c.res.headers.delete('content-length');
  }
}
