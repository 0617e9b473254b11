import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';
import { errorResponse } from './errors';
import { nodeRequest } from './node-bindings';
import { requestHeader } from './request-header';

const jsonMediaType = /^application\/([\w.-]+\+)?json$/;

/**
 * A JSON body whose Content-Length is within the limit, read straight from Node's request into the
 * body cache Hono's `c.req.json()` reads: through `c.req.raw` it would first become a Fetch Request
 * with its AbortController and a web stream over Node's, most of a small write's cost; answers
 * false when that does not apply (not on Node, chunked, not JSON, over the limit), for Hono's own limit.
 */
function readJsonBody(c: Context, maxBytes: number): boolean {
  const incoming = nodeRequest(c);
  if (!incoming?.on || requestHeader(c, 'transfer-encoding') !== undefined) return false;
  const mediaType = (requestHeader(c, 'content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (!jsonMediaType.test(mediaType)) return false;
  const declared = Number(requestHeader(c, 'content-length'));
  if (!Number.isSafeInteger(declared) || declared > maxBytes) return false;
  const text = new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on?.('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.once?.('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    incoming.once?.('error', reject);
  });
  // A body nobody reads (the request refused first) may fail unheard.
  text.catch(() => {});
  (c.req.bodyCache as { text?: Promise<string> }).text = text;
  return true;
}

/**
 * Refuses a body over `maxBytes` with 413 and the JSON error shape: at once when Content-Length says
 * so, and for a chunked body as soon as the count passes the limit (only that much is buffered). A
 * Content-Length smaller than the body sent is Node's to refuse: it parses the surplus as the next
 * request, a 400. Whatever stays unread is drained by drainUnreadBodies, so the client reads the 413.
 */
function limitBody(maxBytes: number, detail: string): MiddlewareHandler {
  const limit = bodyLimit({ maxSize: maxBytes, onError: (c) => errorResponse(c, 413, { detail }) });
  return (c, next) => {
    if (!declaresBody(c)) return next();
    return readJsonBody(c, maxBytes) ? next() : limit(c, next);
  };
}

/**
 * Whether the request says a body follows (HTTP/1.1 has one only then). hono's limit asks for the
 * body itself, which makes @hono/node-server build a whole Request with its AbortController: work
 * every GET would pay for nothing to limit.
 */
function declaresBody(c: Context): boolean {
  const length = requestHeader(c, 'content-length');
  return requestHeader(c, 'transfer-encoding') !== undefined || (length !== undefined && length !== '0');
}

const ownLimits = new WeakSet<MiddlewareHandler>();

/** A route's own limit (an upload), in its middleware list; the default one then stands aside. */
export function ownBodyLimit(maxBytes: number, detail: string): MiddlewareHandler {
  const limit = limitBody(maxBytes, detail);
  ownLimits.add(limit);
  return limit;
}

/**
 * The limit for every body under the paths it is mounted on, checked before sign-in or parsing, so
 * no route reads more than this unless it declares its own limit with ownBodyLimit.
 */
export function defaultBodyLimit(maxBytes: number, detail: string): MiddlewareHandler {
  const limit = limitBody(maxBytes, detail);
  return (c, next) => {
    if (!declaresBody(c)) return next();
    const routeHasOwnLimit = matchedRoutes(c).some((route) => ownLimits.has(route.handler));
    return routeHasOwnLimit ? next() : limit(c, next);
  };
}
