import type { Context } from 'hono';
import { nodeRequest } from './node-bindings';

/**
 * A request header, the server's one way to read them. On a Node server from the request Node has
 * already parsed: `c.req.header()` makes @hono/node-server copy every header into a Fetch Headers
 * object first, a cost each request would pay for the two or three headers the server reads. Repeated
 * headers read as Node joins them (comma-separated; only the first Authorization counts).
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const parsed = nodeRequest(c)?.headers;
  if (!parsed) return c.req.header(name);
  const value = parsed[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}
