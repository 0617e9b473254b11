import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { refreshRequest, refreshResponse } from '../../../shared/schemas/auth';
import { loadAuthUser } from '../../auth/guard';
import { rotateRefreshToken, sessionsRevoked } from '../../auth/sessions';
import type { AppEnv } from '../../context';
import { unauthorized } from '../../http/errors';
import { publishAfterCommit } from '../../realtime/publish';
import { errorResponses, jsonContent, jsonRequest, publicCall } from '../openapi-parts';

export const tokenRefreshRoute = createRoute({
  method: 'post',
  path: '/token/refresh/',
  operationId: 'refreshToken',
  tags: ['auth'],
  summary: 'Trade a refresh token for a new access token and the next refresh token',
  description:
    'Refresh tokens rotate: each works once, and the answer carries its successor in `refresh`. ' +
    'Presenting a token that was already traded ends its whole session (both the thief and the ' +
    'holder must sign in again), except within a few seconds of the trade, when a second tab ' +
    'sharing the token gets a new access token only.',
  security: publicCall,
  request: { body: jsonRequest(refreshRequest) },
  responses: {
    200: jsonContent(
      refreshResponse,
      'A new access token, and the next refresh token unless this was a grace answer',
    ),
    ...errorResponses(
      {
        400: 'No refresh token given',
        401: 'The refresh token is expired, forged, revoked, reused or not a refresh token',
      },
      413,
      415,
    ),
  },
});

const refused = 'Token is invalid or expired.';

export function registerTokenRefresh(app: OpenAPIHono<AppEnv>) {
  app.openapi(tokenRefreshRoute, async (c) => {
    const { database, tokens } = c.var.deps;
    const claims = await tokens.verify(c.req.valid('json').refresh, 'refresh');
    const user = claims ? await loadAuthUser(database.db, claims.userId) : null;
    if (!claims || !user || user.role !== claims.role) throw unauthorized(refused);
    const rotation = await rotateRefreshToken(database.db, tokens, claims);
    switch (rotation.outcome) {
      case 'rotated':
        return c.json({ access: rotation.access, refresh: rotation.refresh }, 200);
      case 'grace':
        return c.json({ access: rotation.access }, 200);
      case 'reused':
        await publishAfterCommit(c.var.deps, sessionsRevoked(claims.userId, claims.sessionId));
        throw unauthorized(refused);
      case 'refused':
        throw unauthorized(refused);
    }
  });
}
