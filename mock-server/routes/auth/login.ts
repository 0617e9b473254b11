import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { messages } from '../../../shared/messages';
import { loginRequest, signedInSession } from '../../../shared/schemas/auth';
import { loadAuthUser } from '../../auth/guard';
import { HashingBusyError } from '../../auth/hashing-slots';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { startSession } from '../../auth/sessions';
import type { AppEnv } from '../../context';
import { findUserByEmail } from '../../domain/users';
import { clientAddress } from '../../http/client-address';
import { forbidden, unauthorized } from '../../http/errors';
import { describeWait, tooManyRequests } from '../../limits/retry-after';
import { errorResponses, jsonContent, jsonRequest, publicCall } from '../openapi-parts';
import { admitLogin, loginSucceeded } from './login-throttle';
import { toSessionUser } from './session-user';

export const loginRoute = createRoute({
  method: 'post',
  path: '/login/',
  operationId: 'login',
  tags: ['auth'],
  summary: 'Sign in with e-mail (as username) and password',
  security: publicCall,
  request: { body: jsonRequest(loginRequest) },
  responses: {
    200: jsonContent(signedInSession, 'Tokens and the user'),
    ...errorResponses(
      {
        400: 'The body is incomplete, or the password is longer than any that can be set',
        401: 'Wrong e-mail or password',
        403: 'The account is deactivated',
        429: 'Too many failed attempts for this e-mail from this address, or from this address: see Retry-After',
        503: 'Too many sign-ins at once: see Retry-After',
      },
      413,
      415,
    ),
  },
});

const wrongCredentials = 'No active account found with the given credentials.';

// Checked against when the e-mail is unknown, so both failures take the same time to answer.
const unknownUserHash = hashPassword('no such user: constant-time answer');

export function registerLogin(app: OpenAPIHono<AppEnv>) {
  app.openapi(loginRoute, async (c) => {
    const { username, password } = c.req.valid('json');
    const { database, tokens, config } = c.var.deps;
    const address = clientAddress(c, config.trustProxyHops);
    const refusal = await admitLogin(c.var.deps, username, address);
    if (refusal) {
      const wait = describeWait(refusal.retryAfterSeconds);
      throw tooManyRequests(
        c,
        refusal.retryAfterSeconds,
        refusal.scope === 'address'
          ? messages.auth.loginThrottledAddress(wait)
          : messages.auth.loginThrottledAccount(wait),
      );
    }

    const candidate = await findUserByEmail(database.db, username);
    let passwordMatches: boolean;
    try {
      passwordMatches = await verifyPassword(password, candidate?.passwordHash ?? (await unknownUserHash));
    } catch (error) {
      if (error instanceof HashingBusyError) c.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
    // Said only to whoever knows the password, so it tells a stranger nothing about the account.
    if (candidate && passwordMatches && candidate.deactivatedAt)
      throw forbidden(messages.auth.accountDeactivated);
    const user = candidate && passwordMatches ? await loadAuthUser(database.db, candidate.id) : null;
    if (!user) throw unauthorized(wrongCredentials);
    await loginSucceeded(c.var.deps, username, address);

    const session = await startSession(database.db, tokens, user, candidate.passwordHash);
    if (!session) throw unauthorized(wrongCredentials);
    return c.json({ access: session.access, refresh: session.refresh, user: toSessionUser(user) }, 200);
  });
}
