import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { App } from '../app';
import type { Config } from '../config';

/** Serves the built client from dist/, with index.html for every client-side route. */
export function serveClient(app: App, config: Config) {
  const indexFile = path.join(config.clientDir, 'index.html');
  if (!existsSync(indexFile)) return;
  const root = path.relative(process.cwd(), config.clientDir);
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => c.header('cache-control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use('*', serveStatic({ root }));
  app.get('*', serveStatic({ root, path: 'index.html' }));
}
