import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { loginRequest, signedInSession } from '../../../shared/schemas/auth';
import { findUserByEmail } from '../../admin/user-queries';
import { loadAuthUser } from '../../auth/guard';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { startSession } from '../../auth/sessions';
import type { AppEnv } from '../../context';
import { ApiError, unauthorized } from '../../http/errors';
import { errorResponse, jsonBody } from './error-responses';
import type { LoginThrottle } from './login-throttle';
import { toSessionUser } from './session-user';

export const loginRoute = createRoute({
  method: 'post',
  path: '/login/',
  tags: ['auth'],
  summary: 'Sign in with e-mail (as username) and password',
  request: { body: jsonBody(loginRequest) },
  responses: {
    200: { content: { 'application/json': { schema: signedInSession } }, description: 'Tokens and the user' },
    400: errorResponse('The body is incomplete'),
    401: errorResponse('Wrong e-mail or password'),
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

    const session = await startSession(database.db, tokens, user, candidate.passwordHash);
    if (!session) throw unauthorized(wrongCredentials);
    return c.json({ access: session.access, refresh: session.refresh, user: toSessionUser(user) }, 200);
  });
}
