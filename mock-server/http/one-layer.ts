import type { MiddlewareHandler } from 'hono';

/**
 * Middlewares run in order as one layer of hono's chain, because hono awaits every layer and the
 * app-wide middlewares run on every request.
 * Each middleware stays as it is and still sees `next` as the rest of the chain.
 */
export function asOneLayer(...middlewares: MiddlewareHandler[]): MiddlewareHandler {
  return middlewares.reduceRight(
    (inner, outer) => (c, next) => outer(c, () => inner(c, next) as Promise<void>),
  );
}

/**
 * A middleware that runs only for `base` (e.g. '/api') and the paths under it, as
 * `app.use(base + '/*')` would: '/api' and '/api/x', not '/apix'.
 */
export function onlyUnder(base: string, middleware: MiddlewareHandler): MiddlewareHandler {
  const prefix = `${base}/`;
  return (c, next) => {
    const { path } = c.req;
    return path === base || path.startsWith(prefix) ? middleware(c, next) : next();
  };
}
