import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../context';
import { contentSecurityPolicy } from '../http/security-headers';

const documentPath = '/api/openapi.json';
const docsPath = '/api/docs';
const startScriptPath = '/api/docs/start.js';

/**
 * Swagger UI from the public CDN, pinned to one version and to the exact bytes of that version
 * (Subresource Integrity: the browser refuses a changed file), since swagger-ui-dist is not a
 * dependency. The hashes are sha384 of the files in the npm package swagger-ui-dist@5.35.0.
 */
const swaggerUiBase = 'https://cdn.jsdelivr.net/npm/swagger-ui-dist@5.35.0';
export const swaggerUiAssets = {
  script: {
    url: `${swaggerUiBase}/swagger-ui-bundle.js`,
    integrity: 'sha384-gjRm0bEPMeTmMh5jT2cHccIwCUZSTd8YC+j0d0sXw0MdGEfScduGpSyF3ZSSLkX9',
  },
  style: {
    url: `${swaggerUiBase}/swagger-ui.css`,
    integrity: 'sha384-WlYgdmXYOOBWL5apwjDEZwN+U3HmXSSu5R6V5aGxEcf7z+KuRNwBhoxKVN1i3D5I',
  },
};

const docsPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Tutoring service API</title>
    <link rel="stylesheet" href="${swaggerUiAssets.style.url}" integrity="${swaggerUiAssets.style.integrity}" crossorigin="anonymous" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${swaggerUiAssets.script.url}" integrity="${swaggerUiAssets.script.integrity}" crossorigin="anonymous"></script>
    <script src="${startScriptPath}"></script>
  </body>
</html>
`;

// In a file of its own rather than inline, so the page's policy needs no 'unsafe-inline' script.
// validatorUrl 'none': no badge image fetched from swagger.io.
const startScript = `window.ui = SwaggerUIBundle({ url: '${documentPath}', dom_id: '#swagger-ui', validatorUrl: 'none' });\n`;

/** The docs page may load exactly the two pinned files besides its own; Swagger UI styles inline. */
const docsPolicy = contentSecurityPolicy({
  'default-src': ["'none'"],
  'script-src': ["'self'", swaggerUiAssets.script.url],
  'style-src': [swaggerUiAssets.style.url, "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
});

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
  app.get(docsPath, (c) => c.html(docsPage, 200, { 'content-security-policy': docsPolicy }));
  app.get(startScriptPath, (c) =>
    c.body(startScript, 200, { 'content-type': 'text/javascript; charset=utf-8' }),
  );
}
