import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';

/** What @hono/node-server passes a request as `c.env`; absent under `app.request()`. */
type NodeBindings = { incoming?: Partial<IncomingMessage>; outgoing?: ServerResponse };

/**
 * The Node request an answer comes from, when the app runs on @hono/node-server (socket upgrades
 * included); undefined under `app.request()`. Its parsed headers and its socket's addresses are read
 * from here: `c.req.header()` would copy every header into a Fetch Headers object first.
 */
export function nodeRequest(c: Context): Partial<IncomingMessage> | undefined {
  return (c.env as NodeBindings | undefined)?.incoming;
}

/**
 * The Node response an answer will be written to, when the app runs on @hono/node-server; undefined
 * under `app.request()` and for socket upgrades. Headers set on it go out under the answer's own
 * (an answer's header of the same name wins) without touching the answer: reading or changing
 * `c.res.headers` turns @hono/node-server's light answer into a Fetch Headers object, a large share
 * of a cached read's time.
 */
export function nodeResponse(c: Context): ServerResponse | undefined {
  return (c.env as NodeBindings | undefined)?.outgoing;
}
