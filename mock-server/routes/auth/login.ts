import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { and, eq, lt } from 'drizzle-orm';
import { loginRequest, signedInSession } from '../../../shared/schemas/auth';
import { findUserByEmail } from '../../admin/user-queries';
import { loadAuthUser } from '../../auth/guard';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { AppEnv } from '../../context';
import { refreshTokens } from '../../db/schema';
import { ApiError, unauthorized } from '../../http/errors';
import { publicCall } from '../openapi-parts';
import { errorResponse, jsonBody } from './error-responses';
import type { LoginThrottle } from './login-throttle';
import { toSessionUser } from './session-user';

export const loginRoute = createRoute({
  method: 'post',
  path: '/login/',
  operationId: 'login',
  tags: ['auth'],
  summary: 'Sign in with e-mail (as username) and password',
  security: publicCall,
  request: { body: jsonBody(loginRequest) },
  responses: {
    200: { content: { 'application/json': { schema: signedInSession } }, description: 'Tokens and the user' },
    400: errorResponse('The body is incomplete'),
    401: errorResponse('Wrong e-mail or password'),
    415: errorResponse('The body is not JSON'),
    429: errorResponse('Too many failed attempts for this e-mail'),
  },
});

const wrongCredentials = 'No active account found with the given credentials.';

// Checked against when the e-mail is unknown, so both failures take the same time to answer.
const unknownUserHash = hashPassword('no such user: constant-time answer');

export function registerLogin(app: OpenAPIHono<AppEnv>, throttle: LoginThrottle) {
  app.openapi(loginRoute, async (c) => {
    const { username, password } = c.req.valid('json');
    const retryAfter = throttle.retryAfterSeconds(username);
    if (retryAfter > 0) {
      c.header('retry-after', String(retryAfter));
      const minutes = Math.ceil(retryAfter / 60);
      throw new ApiError(
        429,
        `Too many failed sign-in attempts for this e-mail. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }

    const { database, tokens } = c.var.deps;
    const candidate = await findUserByEmail(database.db, username);
    const passwordMatches = await verifyPassword(
      password,
      candidate?.passwordHash ?? (await unknownUserHash),
    );
    const user = candidate && passwordMatches ? await loadAuthUser(database.db, candidate.id) : null;
    if (!user) {
      throttle.recordFailure(username);
      throw unauthorized(wrongCredentials);
    }
    throttle.recordSuccess(username);

    const access = await tokens.sign('access', user.id, user.role);
    const refresh = await tokens.sign('refresh', user.id, user.role);
    await database.db
      .insert(refreshTokens)
      .values({ jti: refresh.jti, userId: user.id, expiresAt: refresh.expiresAt });
    // Expired records can never be used again: dropping them here keeps the table to live sessions.
    await database.db
      .delete(refreshTokens)
      .where(and(eq(refreshTokens.userId, user.id), lt(refreshTokens.expiresAt, new Date())));
    return c.json({ access: access.token, refresh: refresh.token, user: toSessionUser(user) }, 200);
  });
}
