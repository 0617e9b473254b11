import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../context';
import { notFound } from '../http/errors';
import { contentSecurityPolicy } from '../http/security-headers';

const documentPath = '/api/openapi.json';
const docsPath = '/api/docs';
const assetsPath = '/api/docs/assets';

/**
 * Swagger UI's two files from the installed swagger-ui-dist, served from this origin: nothing is
 * fetched from a CDN on the origin that holds the tokens, and the page works offline.
 */
const require = createRequire(import.meta.url);
const swaggerUiDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const swaggerUiFiles: Record<string, { file: string; type: string }> = {
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' },
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
};

const docsPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Tutoring service API</title>
    <link rel="stylesheet" href="${assetsPath}/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${assetsPath}/swagger-ui-bundle.js"></script>
    <script src="${assetsPath}/start.js"></script>
  </body>
</html>
`;

// In a file of its own rather than inline, so the page's policy needs no 'unsafe-inline' script.
// validatorUrl 'none': no badge image fetched from swagger.io.
const startScript = `window.ui = SwaggerUIBundle({ url: '${documentPath}', dom_id: '#swagger-ui', validatorUrl: 'none' });\n`;

/** The docs page loads only its own origin's files; Swagger UI sets inline styles. */
const docsPolicy = contentSecurityPolicy({
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
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
    tags: [
      { name: 'auth', description: 'Sign-in, token refresh and password reset' },
      { name: 'Public', description: 'Calls the public site makes without signing in' },
      { name: 'Profile', description: "The signed-in user's own profile" },
      { name: 'Student', description: 'The student area' },
      { name: 'Homework', description: 'Homework of the batches, for students and teachers' },
      { name: 'Submissions', description: 'Hand-ins and their feedback' },
      { name: 'Teacher', description: 'The teacher area' },
      { name: 'Classes', description: "Scheduling the teacher's live classes" },
      {
        name: 'Admin',
        description: 'Running the academy: batches, students, teachers and the audit log (admins only)',
      },
    ],
  });
  app.get(docsPath, (c) => c.html(docsPage, 200, { 'content-security-policy': docsPolicy }));
  app.get(`${assetsPath}/start.js`, (c) =>
    c.body(startScript, 200, { 'content-type': 'text/javascript; charset=utf-8' }),
  );
  app.get(`${assetsPath}/:name`, async (c) => {
    const asset = swaggerUiFiles[c.req.param('name')];
    if (!asset) throw notFound('No such file.');
    const body = await readFile(path.join(swaggerUiDir, asset.file));
    return c.body(body, 200, { 'content-type': asset.type, 'cache-control': 'public, max-age=86400' });
  });
}
