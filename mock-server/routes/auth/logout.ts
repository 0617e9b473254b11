import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { logoutRequest } from '../../../shared/schemas/auth';
import { okBody } from '../../../shared/schemas/common';
import { bearerToken } from '../../auth/guard';
import { revokeSession, sessionsRevoked } from '../../auth/sessions';
import type { TokenClaims } from '../../auth/tokens';
import type { AppEnv } from '../../context';
import { badRequest } from '../../http/errors';
import { publishAfterCommit } from '../../realtime/publish';
import { bearerAuth, errorResponses, jsonContent, jsonRequest } from '../openapi-parts';

export const logoutRoute = createRoute({
  operationId: 'logout',
  method: 'post',
  path: '/logout/',
  tags: ['auth'],
  summary: 'Sign out: end the session of the refresh token given, and of the bearer access token',
  description:
    'Its refresh and access tokens stop working at once and its sockets close. Idempotent: a token ' +
    'of a session already ended, or one that is expired or unknown, still gets 200. Send `{}` with ' +
    'only the bearer token when no refresh token is kept.',
  security: [...bearerAuth, {}],
  request: { body: jsonRequest(logoutRequest) },
  responses: {
    200: jsonContent(okBody, 'Signed out'),
    ...errorResponses(
      { 400: 'Neither a refresh token nor a bearer token given, or a malformed body' },
      413,
      415,
    ),
  },
});

const nothingToEnd =
  'Give the refresh token of the session to end (or send its access token as a bearer token).';

export function registerLogout(app: OpenAPIHono<AppEnv>) {
  app.openapi(logoutRoute, async (c) => {
    const { refresh } = c.req.valid('json');
    const access = bearerToken(c);
    if (!refresh && !access) throw badRequest(nothingToEnd, { refresh: [nothingToEnd] });

    const { database, tokens } = c.var.deps;
    // Each token proves its holder may end its session; one that proves nothing ends nothing.
    const proofs = await Promise.all([
      refresh ? tokens.verify(refresh, 'refresh') : null,
      access ? tokens.verify(access, 'access') : null,
    ]);
    const sessionsToEnd = new Map<string, TokenClaims>();
    for (const claims of proofs) if (claims) sessionsToEnd.set(claims.sessionId, claims);
    for (const { userId, sessionId } of sessionsToEnd.values()) {
      if (await revokeSession(database.db, userId, sessionId)) {
        await publishAfterCommit(c.var.deps, sessionsRevoked(userId, sessionId));
      }
    }
    return c.json({ detail: 'Signed out.' }, 200);
  });
}
