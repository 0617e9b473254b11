import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { refreshRequest, refreshResponse } from '../../../shared/schemas/auth';
import { loadAuthUser } from '../../auth/guard';
import type { AppEnv } from '../../context';
import { refreshTokens } from '../../db/schema';
import { unauthorized } from '../../http/errors';
import { publicCall } from '../openapi-parts';
import { errorResponse, jsonBody } from './error-responses';

export const tokenRefreshRoute = createRoute({
  method: 'post',
  path: '/token/refresh/',
  operationId: 'refreshToken',
  tags: ['auth'],
  summary: 'Trade a refresh token for a new access token',
  security: publicCall,
  request: { body: jsonBody(refreshRequest) },
  responses: {
    200: { content: { 'application/json': { schema: refreshResponse } }, description: 'A new access token' },
    400: errorResponse('No refresh token given'),
    401: errorResponse('The refresh token is expired, forged, revoked or not a refresh token'),
    415: errorResponse('The body is not JSON'),
  },
});

export function registerTokenRefresh(app: OpenAPIHono<AppEnv>) {
  app.openapi(tokenRefreshRoute, async (c) => {
    const { database, tokens } = c.var.deps;
    const claims = await tokens.verify(c.req.valid('json').refresh, 'refresh');
    const [record] = claims
      ? await database.db.select().from(refreshTokens).where(eq(refreshTokens.jti, claims.jti))
      : [];
    const live = claims && record && !record.revokedAt && record.userId === claims.userId;
    const user = live ? await loadAuthUser(database.db, claims.userId) : null;
    if (!claims || !user || user.role !== claims.role) throw unauthorized('Token is invalid or expired.');
    const access = await tokens.sign('access', user.id, user.role);
    return c.json({ access: access.token }, 200);
  });
}
