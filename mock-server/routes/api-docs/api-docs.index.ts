import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { apiTagDescriptions } from '../api-tags';
import { createRouter } from '../create-router';
import * as handlers from './api-docs.handlers';
import { assetsPath, docsPath, documentPath } from './api-docs.routes';

/** Interactive docs (Swagger UI) over the OpenAPI document. */
export const apiDocsRouter = createRouter()
  .get(docsPath, handlers.docsPage)
  .get(`${assetsPath}/start.js`, handlers.docsStartScript)
  .get(`${assetsPath}/:name`, handlers.docsAsset);

/**
 * The OpenAPI document built from the routes' shared zod schemas. Served by the app every router is
 * mounted on, since only that app's registry holds every route definition.
 */
export function serveOpenApiDocument(app: OpenAPIHono<AppEnv>) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access token from POST /api/login/.',
  });
  app.doc31(documentPath, {
    openapi: '3.1.0',
    info: {
      title: 'Tutoring service API',
      version: '1.0.0',
      description:
        'REST calls of the student, teacher and admin areas. Realtime channels are WebSockets at /ws/... with ' +
        '`?token=<access token>`; see shared/socket.ts.',
    },
    // Relative: the calls go to wherever the document was fetched from, behind a proxy too.
    servers: [{ url: '/' }],
    tags: Object.entries(apiTagDescriptions).map(([name, description]) => ({ name, description })),
  });
}
