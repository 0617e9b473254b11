import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Handler } from 'hono';
import type { AppEnv } from '../../context';
import { notFound } from '../../domain/errors';
import { contentSecurityPolicy, pageFramingHeaders } from '../../http/security-headers';
import { assetsPath, documentPath } from './api-docs.routes';

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

const docsPageHtml = `<!doctype html>
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

export const docsPage: Handler<AppEnv> = (c) =>
  c.html(docsPageHtml, 200, { ...pageFramingHeaders, 'content-security-policy': docsPolicy });

export const docsStartScript: Handler<AppEnv> = (c) =>
  c.body(startScript, 200, { 'content-type': 'text/javascript; charset=utf-8' });

export const docsAsset: Handler<AppEnv> = async (c) => {
  const asset = swaggerUiFiles[c.req.param('name') ?? ''];
  if (!asset) throw notFound('No such file.');
  const body = await readFile(path.join(swaggerUiDir, asset.file));
  return c.body(body, 200, { 'content-type': asset.type, 'cache-control': 'public, max-age=86400' });
};
