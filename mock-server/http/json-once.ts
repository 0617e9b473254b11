import type { Context, TypedResponse } from 'hono';
import type { Encoding } from './accept-encoding';
import { answerEncoding, compressed, encodedJson, worthCompressing } from './compress-json';

/**
 * A cached value's answer: its JSON as UTF-8 bytes (written out as they are, where text would be
 * encoded again for every request), and those bytes in each encoding a client has asked for.
 */
type Serialized = {
  body: Uint8Array<ArrayBuffer>;
  encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
};

const serialized = new WeakMap<object, Serialized>();
const utf8 = new TextEncoder();

/** What a handler answers: typed as hono's c.json would type it, for the routes' checks. */
type JsonAnswer<T> = TypedResponse<T, 200, 'json'>;

/**
 * The JSON answer of a value the read caches hand out again and again (the very same object until an
 * event drops it, never changed in place), serialized once rather than on every request: on a cached
 * read, JSON.stringify is the largest cost in the server's own code. Compressed once per encoding
 * too: a browser asks for brotli or gzip on every request, and compressing a list costs more than
 * the rest of a cached read.
 */
export function jsonOnce<T extends object>(c: Context, value: T): JsonAnswer<T> {
  let answer = serialized.get(value);
  if (answer === undefined) {
    answer = { body: utf8.encode(JSON.stringify(value)), encoded: {} };
    serialized.set(value, answer);
  }
  const encoding = answerEncoding(c);
  if (!encoding || !worthCompressing(answer.body.length)) {
    return c.body(answer.body, 200, { 'content-type': 'application/json' }) as unknown as JsonAnswer<T>;
  }
  answer.encoded[encoding] ??= compressed(answer.body, encoding);
  return encodedJson(c, answer.encoded[encoding], encoding) as unknown as JsonAnswer<T>;
}
