import type { RouteConfig } from '@hono/zod-openapi';
import type { z } from 'zod';
import type { App } from '../../mock-server/app';

/**
 * Every operation of the OpenAPI document, with the zod schemas it was declared with: what it
 * accepts (path parameters, query, body) and what it answers per status. The same declarations
 * produce /api/openapi.json, so checking an answer against these is checking it against the
 * document.
 */
export type Operation = {
  id: string;
  method: string;
  /** OpenAPI form, e.g. /api/homework/{id}/ */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: { contentType: string; schema: z.ZodType };
  /** Documented statuses, each with the schema of its JSON body. */
  responses: Map<number, z.ZodType>;
  isPublic: boolean;
};

function jsonSchemaOf(response: unknown): z.ZodType | undefined {
  return (response as { content?: Record<string, { schema?: z.ZodType }> }).content?.['application/json']
    ?.schema;
}

/** The fuzzer checks answers against their JSON schema: a file download (the CSV export) is left out. */
const answersJson = (route: RouteConfig) =>
  Object.values(route.responses).every((response) => jsonSchemaOf(response) !== undefined);

export function operationsOf(app: App): Operation[] {
  return app.openAPIRegistry.definitions.flatMap((definition) => {
    if (definition.type !== 'route') return [];
    const route: RouteConfig = definition.route;
    if (!answersJson(route)) return [];
    const [contentType, media] = Object.entries(route.request?.body?.content ?? {})[0] ?? [];
    return [
      {
        id: route.operationId ?? `${route.method} ${route.path}`,
        method: route.method.toUpperCase(),
        path: route.path,
        params: route.request?.params,
        query: route.request?.query,
        body:
          contentType && media && 'schema' in media
            ? { contentType, schema: media.schema as z.ZodType }
            : undefined,
        responses: new Map(
          Object.entries(route.responses).map(([status, response]) => [
            Number(status),
            jsonSchemaOf(response) as z.ZodType,
          ]),
        ),
        isPublic: Array.isArray(route.security) && route.security.length === 0,
      },
    ];
  });
}
