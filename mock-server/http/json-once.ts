import type { Context, TypedResponse } from 'hono';

const serialized = new WeakMap<object, string>();

/**
 * The JSON answer of a value the read caches hand out again and again (the very same object until an
 * event drops it, never changed in place), serialized once rather than on every request: on a cached
 * read, JSON.stringify was the largest cost left in the server's own code.
 */
export function jsonOnce<T extends object>(c: Context, value: T): TypedResponse<T, 200, 'json'> {
  let text = serialized.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    serialized.set(value, text);
  }
  return c.body(text, 200, { 'content-type': 'application/json' }) as unknown as TypedResponse<
    T,
    200,
    'json'
  >;
}
