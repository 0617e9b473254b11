import { OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { apiBasePath, type EndpointName, endpoints } from '../../shared/api';
import { signedInSession } from '../../shared/schemas/auth';
import { studentSubmission, teacherSubmission } from '../../shared/schemas/submissions';
import type { AppEnv } from '../context';
import { registerApiRoutes } from './api-routes';
import { apiTagDescriptions } from './api-tags';

/**
 * The route files spell out each call's method, path and schemas so a reader sees them; this holds
 * them to the contract of shared/api.ts, which stays the one source the typed client is built from.
 */

const app = new OpenAPIHono<AppEnv>();
registerApiRoutes(app);
const routes = app.openAPIRegistry.definitions.flatMap((definition) =>
  definition.type === 'route' ? [definition.route] : [],
);
const routeOf = (name: EndpointName): RouteConfig | undefined =>
  routes.find((route) => route.operationId === name);

/** Calls whose route documents a narrower answer than the contract's: the one view its audience gets. */
const narrowerAnswers: Partial<Record<EndpointName, unknown>> = {
  login: signedInSession,
  createSubmission: studentSubmission,
  updateSubmission: studentSubmission,
  giveFeedback: teacherSubmission,
};

/** Calls answering a file other than CSV: its media type. */
const fileAnswers: Partial<Record<EndpointName, string>> = {
  paymentReceipt: 'application/pdf',
  paymentScreenshot: 'image/*',
};

const jsonSchemaOf = (part: unknown) =>
  (part as { content?: Record<string, { schema?: unknown }> } | undefined)?.content?.['application/json']
    ?.schema;

describe('route definitions against the contract', () => {
  it.each(Object.keys(endpoints) as EndpointName[])('%s: method, path, input and answer', (name) => {
    const endpoint = endpoints[name];
    const route = routeOf(name);
    expect(route, `no route has operationId ${name}`).toBeDefined();
    if (!route) return;
    expect(route.method).toBe(endpoint.method.toLowerCase());
    expect(route.path).toBe(`${apiBasePath}${endpoint.path}`);

    const body = 'body' in endpoint ? endpoint.body : undefined;
    if (body === 'multipart') expect(route.request?.body?.content).toHaveProperty('multipart/form-data');
    else expect(jsonSchemaOf(route.request?.body)).toBe(body);
    expect(route.request?.query).toBe('query' in endpoint ? endpoint.query : undefined);
    expect(route.request?.params !== undefined).toBe(endpoint.path.includes('{'));

    const status = 'created' in endpoint ? 201 : 200;
    const success = route.responses[status];
    expect(success, `${name} answers ${status}`).toBeDefined();
    if (endpoint.response.def.type === 'string') {
      expect(success).toHaveProperty(['content', fileAnswers[name] ?? 'text/csv']);
    } else {
      expect(jsonSchemaOf(success)).toBe(narrowerAnswers[name] ?? endpoint.response);
    }
  });

  it('names only the groups the document declares', () => {
    for (const route of routes)
      for (const tag of route.tags ?? [])
        expect(Object.keys(apiTagDescriptions), route.operationId).toContain(tag);
  });

  it('has no call outside the contract', () => {
    const extra = routes
      .map((route) => route.operationId)
      .filter((operationId) => !(operationId && operationId in endpoints));
    expect(extra).toEqual([]);
  });
});
