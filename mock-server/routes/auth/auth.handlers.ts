import type { Context } from 'hono';
import { messages } from '../../../shared/messages';
import { bearerToken, loadAuthUser } from '../../auth/guard';
import { HashingBusyError } from '../../auth/hashing-slots';
import { admitLogin, forgiveAccountOf, type LoginRefusal, loginSucceeded } from '../../auth/login-throttle';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { resetFailure, resetInputFailure } from '../../auth/reset-failure';
import { resetMail } from '../../auth/reset-mail';
import { hashResetToken, newResetToken } from '../../auth/reset-token';
import { toSessionUser } from '../../auth/session-user';
import { revokeSession, rotateRefreshToken, sessionsRevoked, startSession } from '../../auth/sessions';
import type { TokenClaims } from '../../auth/tokens';
import type { Config } from '../../config';
import type { AppEnv } from '../../context';
import { findResetLink, resetPassword, storeResetLink } from '../../domain/accounts/password-resets';
import { findUserByEmail } from '../../domain/accounts/users';
import { recordSecurityEvent } from '../../domain/audit/audit';
import { forbidden, invalid, notSignedIn } from '../../domain/errors';
import { forgetSignedOutDevice } from '../../domain/notifications/push-subscriptions';
import { clientAddress } from '../../http/client-address';
import { isLoopbackHost } from '../../http/loopback';
import { requestHeader } from '../../http/request-header';
import type { ValidationResult } from '../../http/validated-input';
import { clientLimitKey } from '../../limits/address-key';
import { describeWait, tooManyRequests } from '../../limits/retry-after';
import { publishAfterCommit } from '../../realtime/publish';
import type { AppRouteHandler } from '../create-router';
import type * as routes from './auth.routes';

const loginRefusalMessages: Record<LoginRefusal['scope'], (wait: string) => string> = {
  address: messages.auth.loginThrottledAddress,
  account: messages.auth.loginThrottledAccount,
  'account-wide': messages.auth.loginDelayedAccount,
};

const wrongCredentials = 'No active account found with the given credentials.';

// Checked against when the e-mail is unknown, so both failures take the same time to answer.
const unknownUserHash = hashPassword('no such user: constant-time answer');

export const login: AppRouteHandler<typeof routes.login> = async (c) => {
  const { username, password } = c.req.valid('json');
  const { database, tokens, config } = c.get('deps');
  const address = clientLimitKey(c, config.trustProxyHops);
  const refusal = await admitLogin(c.get('deps'), username, address);
  if (refusal) {
    const wait = describeWait(refusal.retryAfterSeconds);
    throw tooManyRequests(c, refusal.retryAfterSeconds, loginRefusalMessages[refusal.scope](wait));
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
  if (!user) throw notSignedIn(wrongCredentials);
  await loginSucceeded(c.get('deps'), username, address);

  const origin = {
    userAgent: requestHeader(c, 'user-agent') ?? '',
    address: clientAddress(c, config.trustProxyHops),
  };
  const session = await startSession(database.db, tokens, { ...user, origin }, candidate.passwordHash);
  if (!session) throw notSignedIn(wrongCredentials);
  return c.json({ access: session.access, refresh: session.refresh, user: toSessionUser(user) }, 200);
};

const refused = 'Token is invalid or expired.';

export const refreshToken: AppRouteHandler<typeof routes.refreshToken> = async (c) => {
  const { database, tokens } = c.get('deps');
  const claims = await tokens.verify(c.req.valid('json').refresh, 'refresh');
  const user = claims ? await loadAuthUser(database.db, claims.userId) : null;
  if (!claims || !user || user.role !== claims.role) throw notSignedIn(refused);
  const rotation = await rotateRefreshToken(database.db, tokens, claims);
  switch (rotation.outcome) {
    case 'rotated':
      return c.json({ access: rotation.access, refresh: rotation.refresh }, 200);
    case 'grace':
      return c.json({ access: rotation.access }, 200);
    case 'reused':
      await recordSecurityEvent(database.db, {
        action: 'security.refresh_reuse',
        email: user.email,
        userId: user.id,
        details: { address: clientAddress(c, c.get('deps').config.trustProxyHops) },
      });
      await publishAfterCommit(c.get('deps'), sessionsRevoked(claims.userId, claims.sessionId));
      throw notSignedIn(refused);
    case 'refused':
      throw notSignedIn(refused);
  }
};

const nothingToEnd =
  'Give the refresh token of the session to end (or send its access token as a bearer token).';

export const logout: AppRouteHandler<typeof routes.logout> = async (c) => {
  const { refresh, push_endpoint: pushEndpoint } = c.req.valid('json');
  const access = bearerToken(c);
  if (!refresh && !access) throw invalid(nothingToEnd, { refresh: [nothingToEnd] });

  const { database, tokens } = c.get('deps');
  // Each token proves its holder may end its session; one that proves nothing ends nothing.
  const proofs = await Promise.all([
    refresh ? tokens.verify(refresh, 'refresh') : null,
    access ? tokens.verify(access, 'access') : null,
  ]);
  const sessionsToEnd = new Map<string, TokenClaims>();
  for (const claims of proofs) if (claims) sessionsToEnd.set(claims.sessionId, claims);
  for (const { userId, sessionId } of sessionsToEnd.values()) {
    if (await revokeSession(database.db, userId, sessionId)) {
      await publishAfterCommit(c.get('deps'), sessionsRevoked(userId, sessionId));
    }
  }
  if (pushEndpoint) {
    const provenUsers = [...new Set([...sessionsToEnd.values()].map((claims) => claims.userId))];
    await forgetSignedOutDevice(database.db, provenUsers, pushEndpoint);
  }
  return c.json({ detail: 'Signed out.' }, 200);
};

/** The two reset calls refuse input in their own shape (auth/reset-failure.ts). */
export function refuseResetInput(result: ValidationResult, c: Context<AppEnv>) {
  const failure = resetInputFailure(result);
  if (failure) return c.json(failure, 400);
}

const accepted = 'If an account exists for this e-mail, a password reset link has been sent to it.';

/**
 * The link carries the secret, so it may only lead back to this site: otherwise anyone could ask for a
 * reset of someone else's account with a link to their own server. PUBLIC_URL names the site. Without
 * it only loopback origins pass (development): the request's Host header is the asker's to choose, so
 * it never decides where the link goes.
 */
function isOwnSite(publicUrl: string | undefined, redirect: URL): boolean {
  if (publicUrl) return redirect.origin === new URL(publicUrl).origin;
  return isLoopbackHost(redirect.hostname);
}

/** The limits of one reset request: per e-mail (counted whether or not an account has it) and per address. */
function resetLimits(config: Config, email: string, address: string) {
  return {
    email: {
      bucket: 'reset:email',
      key: email.trim().toLowerCase(),
      limit: config.passwordResetMaxPerEmail,
      windowSeconds: 3600,
    },
    address: {
      bucket: 'reset:address',
      key: address,
      limit: config.passwordResetMaxPerAddress,
      windowSeconds: 3600,
    },
  };
}

export const requestPasswordReset: AppRouteHandler<typeof routes.requestPasswordReset> = async (c) => {
  const { email, redirect_url } = c.req.valid('json');
  const redirect = new URL(redirect_url);
  if (!isOwnSite(c.get('deps').config.publicUrl, redirect))
    return c.json(resetFailure('redirect_url must point to this site.'), 400);

  const { database, mailer, config, limiter } = c.get('deps');
  const limits = resetLimits(config, email, clientLimitKey(c, config.trustProxyHops));
  const { exceeded, retryAfterSeconds } = await limiter.hit(limits.address, limits.email);
  if (exceeded.includes(limits.address.bucket)) {
    c.header('retry-after', String(retryAfterSeconds));
    const detail = messages.auth.resetThrottledAddress(describeWait(retryAfterSeconds));
    return c.json(resetFailure(detail), 429);
  }
  // Over the per-e-mail limit the answer stays the same (it must not tell whether mail was sent);
  // only no further mail goes out.
  if (exceeded.length > 0) return c.json({ detail: accepted }, 200);

  // Whether the account exists is looked up after answering, so known and unknown e-mails are
  // answered alike and as fast.
  mailer.afterAnswer('password reset mail', async () => {
    const user = await findUserByEmail(database.db, email);
    if (!user) return;
    const { token, tokenHash } = newResetToken();
    const ttl = config.passwordResetTtlSeconds;
    redirect.searchParams.set('uid', String(user.id));
    redirect.searchParams.set('token', token);
    await storeResetLink(database.db, mailer, {
      userId: user.id,
      tokenHash,
      expiresAt: new Date(Date.now() + ttl * 1000),
      mail: resetMail(user, redirect, ttl),
    });
  });
  return c.json({ detail: accepted }, 200);
};

const linkUsed = 'This reset link has already been used. Please request a new one.';
const linkExpired = 'This reset link has expired. Please request a new one.';

export const confirmPasswordReset: AppRouteHandler<typeof routes.confirmPasswordReset> = async (c) => {
  const { uid, token, password } = c.req.valid('json');
  const { database } = c.get('deps');
  const userId = /^\d{1,9}$/.test(uid) ? Number(uid) : 0;
  const link = await findResetLink(database.db, userId, hashResetToken(token));
  if (!link) return c.json(resetFailure(messages.auth.resetConfirmFallback), 400);
  const invitation = link.purpose === 'invitation';
  const used = invitation ? messages.auth.invitationLinkUsed : linkUsed;
  if (link.usedAt) return c.json(resetFailure(used), 400);
  if (link.expiresAt.getTime() <= Date.now())
    return c.json(resetFailure(invitation ? messages.auth.invitationLinkExpired : linkExpired), 400);

  // Hashed before the transaction: the slow KDF must not hold PGlite's single connection.
  const passwordHash = await hashPassword(password);
  const email = await resetPassword(database.db, link.id, userId, passwordHash);
  if (email === null) return c.json(resetFailure(used), 400);
  await forgiveAccountOf(c.get('deps'), userId);
  await publishAfterCommit(c.get('deps'), sessionsRevoked(userId));
  return c.json(
    { detail: 'Your password has been reset. You can now sign in with the new password.', email },
    200,
  );
};
