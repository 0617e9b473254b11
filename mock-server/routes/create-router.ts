import { OpenAPIHono, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { refuseInvalidInput, type ValidationResult } from '../http/validated-input';

/**
 * The router of one resource (routes/<resource>/<resource>.index.ts): invalid input is refused with
 * the project's error shape before a handler runs.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: refuseInvalidInput });
}

/** A named handler of one route definition, typed by it (routes/<resource>/<resource>.handlers.ts). */
export type AppRouteHandler<Route extends RouteConfig> = RouteHandler<Route, AppEnv>;

/** What a route refuses invalid input with, in place of the router's own refusal. */
type InputHook = (result: ValidationResult, c: Context<AppEnv>) => Response | undefined;

/**
 * The router of a resource's table of route definitions (<resource>.routes.ts), each served by the
 * handler of the same name (<resource>.handlers.ts) and registered in the table's order, so a fixed
 * path (`export/`) is matched before a `{id}/` that would refuse it as an id. `inputHooks` name the
 * routes that refuse invalid input in their own way.
 */
export function routerFor<Routes extends Record<string, RouteConfig>>(
  routes: Routes,
  handlers: { [Name in keyof Routes]: AppRouteHandler<Routes[Name]> },
  inputHooks: { [Name in keyof Routes]?: InputHook } = {},
) {
  const router = createRouter();
  // Each handler is typed by its route in `handlers`' type; the loop cannot carry that pairing.
  for (const [name, route] of Object.entries(routes))
    router.openapi(route, handlers[name] as never, inputHooks[name] as never);
  return router;
}
