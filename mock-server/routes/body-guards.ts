import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { badRequest } from '../http/errors';

/** Request-body checks every write shares, run after sign-in so an anonymous caller still gets 401. */

// The largest JSON write (homework: 5000-character description) is far below this.
const maxJsonBytes = 64 * 1024;

export const jsonBodyLimit = bodyLimit({
  maxSize: maxJsonBytes,
  // The rest of the body is left unread, so the connection cannot carry another request.
  onError: (c) => c.json({ detail: 'The request body is too large.' }, 413, { connection: 'close' }),
});

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') return Object.values(value).some(containsNul);
  return false;
}

/** PostgreSQL text cannot hold NUL: refuse it as the client's mistake before it becomes a database error. */
export const storableText = createMiddleware(async (c, next) => {
  const type = c.req.header('content-type') ?? '';
  let body: unknown;
  if (type.startsWith('application/json')) body = await c.req.json();
  else if (type.startsWith('multipart/form-data')) body = await c.req.parseBody();
  if (containsNul(body)) throw badRequest('Text may not contain NUL characters.');
  await next();
});
