import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { badRequest } from '../http/errors';

/** Request-body checks, run after sign-in so an anonymous caller still gets 401. */

// The largest JSON write (homework: 5000-character description) is far below this.
const maxJsonBytes = 64 * 1024;

export const jsonBodyLimit = bodyLimit({
  maxSize: maxJsonBytes,
  // The rest of the body is left unread, so the connection cannot carry another request.
  onError: (c) => c.json({ detail: 'The request body is too large.' }, 413, { connection: 'close' }),
});

const formMediaTypes = ['multipart/form-data', 'application/x-www-form-urlencoded'];

/**
 * A form body that cannot be read (multipart without its boundary, or garbage) is the client's
 * mistake: said plainly here, before the validator meets it. Other content types are left to the
 * route's media-type check (415).
 */
export const readableForm = createMiddleware(async (c, next) => {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (formMediaTypes.includes(mediaType)) {
    try {
      await c.req.formData();
    } catch {
      throw badRequest(
        'The form could not be read: send multipart/form-data with its boundary, or application/x-www-form-urlencoded.',
      );
    }
  }
  await next();
});
