import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { logBuffered } from '../logger';

/** A calendar feed's URL is its only credential, so the log names the route rather than the secret. */
function loggedPath(path: string): string {
  return path.startsWith('/cal/') ? '/cal/:secret' : path;
}

/**
 * One JSON line a request: method, path, status, duration, at the configured LOG_LEVEL. Buffered, so a
 * busy server writes its request lines in a few large writes rather than one syscall each. The line
 * is written from a callback on the rest of the chain rather than after an `await`: as the first
 * middleware of every request, an async function's own frame would be a cost every request pays.
 */
export function requestLog() {
  return createMiddleware<AppEnv>((c, next) => {
    const started = performance.now();
    return next().then(() => {
      // The deps middleware runs after this one, so the config is only readable once the request is done.
      const level = c.get('deps')?.config.logLevel ?? 'info';
      logBuffered(level, c.res.status >= 500 ? 'error' : 'info', 'request', {
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    });
  });
}
