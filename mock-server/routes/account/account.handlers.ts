import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { messages } from '../../../shared/messages';
import { deviceOf } from '../../auth/device';
import { bearerToken } from '../../auth/guard';
import { HashingBusyError } from '../../auth/hashing-slots';
import { admitLogin, type LoginRefusal, loginSucceeded } from '../../auth/login-throttle';
import { changePassword as storeNewPassword } from '../../auth/password-change';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import {
  liveSessions,
  revokeOtherSessions,
  revokeSession,
  sessionsRevoked,
  someSessionsRevoked,
} from '../../auth/sessions';
import type { AppEnv } from '../../context';
import { users } from '../../db/schema';
import { invalid, notFound, notSignedIn } from '../../domain/errors';
import { clientLimitKey } from '../../limits/address-key';
import { describeWait, tooManyRequests } from '../../limits/retry-after';
import { publishAfterCommit } from '../../realtime/publish';
import type { AppRouteHandler } from '../create-router';
import type * as routes from './account.routes';

/** The session making the request: the guard has verified its access token already (cached). */
async function currentSessionId(c: Context<AppEnv>): Promise<string> {
  const token = bearerToken(c);
  const claims = token ? await c.get('deps').caches.verifyToken(token, 'access') : null;
  if (!claims) throw notSignedIn('Authentication credentials were not provided.');
  return claims.sessionId;
}

export const listSessions: AppRouteHandler<typeof routes.listSessions> = async (c) => {
  const current = await currentSessionId(c);
  const rows = await liveSessions(c.get('deps').database.db, c.get('user').id);
  const items = rows
    .map((row) => ({
      id: row.id,
      device: deviceOf(row.userAgent),
      address: row.address || 'unknown',
      signed_in_at: row.createdAt.toISOString(),
      last_seen_at: row.lastSeenAt.toISOString(),
      current: row.id === current,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
  return c.json(items, 200);
};

const noSuchSession = 'You have no session with this id: it may have ended already.';

export const endSession: AppRouteHandler<typeof routes.endSession> = async (c) => {
  const { session_id } = c.req.valid('json');
  const userId = c.get('user').id;
  // The user's own sessions only: another's id is answered as one that does not exist.
  if (!(await revokeSession(c.get('deps').database.db, userId, session_id))) throw notFound(noSuchSession);
  await publishAfterCommit(c.get('deps'), sessionsRevoked(userId, session_id));
  return c.json({ detail: 'Signed out.' }, 200);
};

export const endOtherSessions: AppRouteHandler<typeof routes.endOtherSessions> = async (c) => {
  const keep = await currentSessionId(c);
  const userId = c.get('user').id;
  const ended = await revokeOtherSessions(c.get('deps').database.db, userId, keep);
  const detail =
    ended.length === 1 ? 'Signed out 1 other session.' : `Signed out ${ended.length} other sessions.`;
  await publishAfterCommit(c.get('deps'), someSessionsRevoked(userId, ended));
  return c.json({ detail }, 200);
};

const wrongCurrent = 'This is not your current password.';

const refusalMessages: Record<LoginRefusal['scope'], (wait: string) => string> = {
  address: messages.auth.loginThrottledAddress,
  account: messages.auth.loginThrottledAccount,
  'account-wide': messages.auth.loginDelayedAccount,
};

export const changePassword: AppRouteHandler<typeof routes.changePassword> = async (c) => {
  const { current_password, new_password } = c.req.valid('json');
  const deps = c.get('deps');
  const user = c.get('user');
  const keep = await currentSessionId(c);
  // The current password is guessed like a sign-in's, so it is limited like one.
  const address = clientLimitKey(c, deps.config.trustProxyHops);
  const refusal = await admitLogin(deps, user.email, address);
  if (refusal) {
    const wait = describeWait(refusal.retryAfterSeconds);
    throw tooManyRequests(c, refusal.retryAfterSeconds, refusalMessages[refusal.scope](wait));
  }
  const [stored] = await deps.database.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id));
  let matches: boolean;
  try {
    matches = !!stored && (await verifyPassword(current_password, stored.passwordHash));
  } catch (error) {
    if (error instanceof HashingBusyError) c.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
  if (!stored || !matches) throw invalid(wrongCurrent, { current_password: [wrongCurrent] });
  await loginSucceeded(deps, user.email, address);
  if (new_password === current_password)
    throw invalid('Choose a password other than your current one.', {
      new_password: ['Choose a password other than your current one.'],
    });
  // Hashed before the transaction: the slow KDF must not hold PGlite's single connection.
  const ended = await storeNewPassword(
    deps.database.db,
    user,
    keep,
    stored.passwordHash,
    await hashPassword(new_password),
  );
  if (ended === null) throw invalid(wrongCurrent, { current_password: [wrongCurrent] });
  await publishAfterCommit(c.get('deps'), someSessionsRevoked(user.id, ended));
  return c.json({ detail: 'Your password has been changed. Your other sessions are signed out.' }, 200);
};
