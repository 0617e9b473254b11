import { OpenAPIHono, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../context';
import { refuseInvalidInput } from '../http/validated-input';

/**
 * The router of one resource (routes/<resource>/<resource>.index.ts): invalid input is refused with
 * the project's error shape before a handler runs.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: refuseInvalidInput });
}

/** A named handler of one route definition, typed by it (routes/<resource>/<resource>.handlers.ts). */
export type AppRouteHandler<Route extends RouteConfig> = RouteHandler<Route, AppEnv>;
