import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';

/**
 * The Node response an answer will be written to, when the app runs on @hono/node-server; undefined
 * under `app.request()` and for socket upgrades. Headers set on it go out under the answer's own
 * (an answer's header of the same name wins) without touching the answer: reading or changing
 * `c.res.headers` turns @hono/node-server's light answer into a Fetch Headers object, and on a cached
 * read that cost about a fifth of the server's time.
 */
export function nodeResponse(c: Context): ServerResponse | undefined {
  return (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
}
