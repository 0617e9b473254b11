import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import { errorResponse } from './errors';

/**
 * Refuses a body over `maxBytes` with 413 and the JSON error shape: at once when Content-Length says
 * so, and for a chunked body as soon as the count passes the limit (only that much is buffered). A
 * Content-Length smaller than the body sent is Node's to refuse: it parses the surplus as the next
 * request, a 400. Whatever stays unread is drained by drainUnreadBodies, so the client reads the 413.
 */
function limitBody(maxBytes: number, detail: string): MiddlewareHandler {
  return bodyLimit({ maxSize: maxBytes, onError: (c) => errorResponse(c, 413, { detail }) });
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
  return createMiddleware(async (c, next) => {
    const routeHasOwnLimit = matchedRoutes(c).some((route) => ownLimits.has(route.handler));
    return routeHasOwnLimit ? next() : limit(c, next);
  });
}
