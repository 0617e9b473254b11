import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { invalid } from '../domain/errors';
import { defaultBodyLimit } from '../http/body-limit';
import { requestHeader } from '../http/request-header';

// The largest JSON write (homework: 5000-character description) is far below this.
const maxJsonBytes = 64 * 1024;

/** Every body under /api and the admin endpoint, before sign-in: uploads declare their own limit. */
export const jsonBodyLimit = defaultBodyLimit(maxJsonBytes, 'The request body is too large.');

const formMediaTypes = ['multipart/form-data', 'application/x-www-form-urlencoded'];

/**
 * A form body that cannot be read (multipart without its boundary, or garbage) is the client's
 * mistake: said plainly here, before the validator meets it. Other content types are left to the
 * route's media-type check (415).
 */
/** Whether the request's body is a form (multipart or url-encoded) rather than JSON. */
export function isFormBody(c: Context): boolean {
  return formMediaTypes.includes(mediaTypeOf(c));
}

/** Whether the request's body is JSON. */
export function isJsonBody(c: Context): boolean {
  return mediaTypeOf(c) === 'application/json';
}

const mediaTypeOf = (c: Context) =>
  (requestHeader(c, 'content-type') ?? '').split(';')[0].trim().toLowerCase();

export const readableForm = createMiddleware(async (c, next) => {
  if (isFormBody(c)) {
    try {
      await c.req.formData();
    } catch {
      throw invalid(
        'The form could not be read: send multipart/form-data with its boundary, or application/x-www-form-urlencoded.',
      );
    }
  }
  await next();
});
