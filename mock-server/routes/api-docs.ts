import { swaggerUI } from '@hono/swagger-ui';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../context';

const documentPath = '/api/openapi.json';

/** The OpenAPI document built from the routes' shared zod schemas, and interactive docs over it. */
export function registerApiDocs(app: OpenAPIHono<AppEnv>) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access token from POST /api/login/.',
  });
  app.doc31(documentPath, (c) => ({
    openapi: '3.1.0',
    info: {
      title: 'Tutoring service API',
      version: '1.0.0',
      description:
        'REST calls of the student and teacher areas. Realtime channels are WebSockets at /ws/... with ' +
        '`?token=<access token>`; see shared/socket.ts.',
    },
    servers: [{ url: new URL(c.req.url).origin }],
  }));
  app.get('/api/docs', swaggerUI({ url: documentPath }));
}
