import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';
import { errorResponse } from './errors';
import { requestHeader } from './request-header';

/**
 * Refuses a body over `maxBytes` with 413 and the JSON error shape: at once when Content-Length says
 * so, and for a chunked body as soon as the count passes the limit (only that much is buffered). A
 * Content-Length smaller than the body sent is Node's to refuse: it parses the surplus as the next
 * request, a 400. Whatever stays unread is drained by drainUnreadBodies, so the client reads the 413.
 */
function limitBody(maxBytes: number, detail: string): MiddlewareHandler {
  const limit = bodyLimit({ maxSize: maxBytes, onError: (c) => errorResponse(c, 413, { detail }) });
  return (c, next) => (declaresBody(c) ? limit(c, next) : next());
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
