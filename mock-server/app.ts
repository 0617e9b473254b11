import { OpenAPIHono } from '@hono/zod-openapi';
import { adminCommandPath } from './admin/admin-endpoint';
import type { AppDeps, AppEnv } from './context';
import { notFound } from './domain/errors';
import { compressJson } from './http/compress-json';
import { databaseHealth } from './http/database-health';
import { handleError } from './http/errors';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { refuseInvalidInput } from './http/validated-input';
import { registerApiRoutes } from './routes/api-routes';
import { jsonBodyLimit } from './routes/body-guards';
import { calendarFeedFileRouter } from './routes/calendar/calendar.index';

/**
 * The HTTP application: every REST route under /api. Sockets and static files are attached by
 * server.ts, so tests can drive this app in-process with `app.request()`.
 */
export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: refuseInvalidInput });
  app.onError(handleError);
  app.use(requestLog(), securityHeaders(deps.config), (c, next) => {
    c.set('deps', deps);
    return next();
  });
  app.use('/api/*', compressJson());
  app.use('/api/*', jsonBodyLimit);
  app.use(adminCommandPath, jsonBodyLimit);

  const databaseAnswers = databaseHealth(deps.database.db);
  app.get('/healthz', async (c) => {
    await databaseAnswers();
    return c.json({ status: 'ok', database: deps.database.kind });
  });

  registerApiRoutes(app);
  app.route('/', calendarFeedFileRouter);

  app.all('/api/*', () => {
    throw notFound('No such API endpoint.');
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
