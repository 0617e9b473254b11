import type { MiddlewareHandler } from 'hono';

/**
 * Middlewares run in order as one layer of hono's chain. hono awaits every layer, which cost each
 * request about 0.6 µs a layer: the app-wide middlewares together cost a cached read 8% of its CPU
 * as four layers. Each middleware stays as it is and still sees `next` as the rest of the chain.
 */
export function asOneLayer(...middlewares: MiddlewareHandler[]): MiddlewareHandler {
  return middlewares.reduceRight(
    (inner, outer) => (c, next) => outer(c, () => inner(c, next) as Promise<void>),
  );
}

/** A middleware that runs only for paths under `prefix` (e.g. '/api/'), as `app.use(prefix + '*')` would. */
export function onlyUnder(prefix: string, middleware: MiddlewareHandler): MiddlewareHandler {
  return (c, next) => (c.req.path.startsWith(prefix) ? middleware(c, next) : next());
}
