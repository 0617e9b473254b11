import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Role } from '../../shared/schemas/auth';
import type { SignedIn } from '../cache/caches';
import { tags } from '../cache/invalidation';
import type { AppDeps, AppEnv } from '../context';
import type { Database } from '../db/client';
import { profiles, users } from '../db/schema';
import { hasActiveSubscription, lapsedSubscriptionDetail, unknownTokenDetail } from '../domain/access/access';
import { accountIsActive, authUserColumns } from '../domain/accounts/accounts';
import type { AuthUser } from '../domain/accounts/auth-user';
import { forbidden, notSignedIn } from '../domain/errors';
import { requestHeader } from '../http/request-header';
import type { TokenClaims } from './tokens';

export async function loadAuthUser(db: Database, userId: number): Promise<AuthUser | null> {
  const [row] = await db
    .select(authUserColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, userId), accountIsActive));
  return row ?? null;
}

/** The session's user while it is live (its end compared with the clock now) and the token's role is theirs. */
function userOf(signedIn: SignedIn, claims: TokenClaims): AuthUser | null {
  if (!signedIn || signedIn.sessionExpiresAt <= Date.now()) return null;
  return signedIn.user.role === claims.role ? signedIn.user : null;
}

/**
 * The user a verified access token speaks for, or null: the check of every request and socket
 * upgrade. The user's row and session are read once and kept until the bus reports a change to their
 * access (a logout, a password reset, a deactivation, a role, batch or subscription change), in this
 * process or another; the session's end and the subscription's are compared with the clock on every
 * call, never kept as a verdict.
 */
export async function authenticate(deps: AppDeps, token: string): Promise<AuthUser | null> {
  const { caches } = deps;
  const [claims, fresh] = await Promise.all([caches.verifyToken(token, 'access'), caches.caughtUp()]);
  if (!claims) return null;
  // The loader is written out twice rather than named: under tsx a named closure costs every request
  // a call that names it.
  const signedIn = fresh
    ? await caches.signedIn.get(`${claims.userId}:${claims.sessionId}`, [tags.user(claims.userId)], () =>
        caches.readSignedIn(claims),
      )
    : await caches.readSignedIn(claims);
  return userOf(signedIn, claims);
}

/** The token of an `Authorization: Bearer` header, or undefined. */
export function bearerToken(c: Context): string | undefined {
  const header = requestHeader(c, 'authorization') ?? '';
  return (header.startsWith('Bearer ') && header.slice(7).trim()) || undefined;
}

/** Requires a valid bearer access token, and one of `roles` when given. */
export function requireUser(...roles: Role[]) {
  return userGuard(roles, false);
}

/**
 * The same, and a student's subscription current: a student whose subscription lapsed keeps their
 * profile but not the student area. One middleware rather than two: each costs every request.
 */
export function requireActiveUser(...roles: Role[]) {
  return userGuard(roles, true);
}

function userGuard(roles: Role[], activeSubscription: boolean) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c);
    if (!token) throw notSignedIn('Authentication credentials were not provided.');
    const user = await authenticate(c.get('deps'), token);
    if (!user) throw notSignedIn(unknownTokenDetail);
    if (roles.length > 0 && !roles.includes(user.role)) throw forbidden();
    if (activeSubscription && !hasActiveSubscription(user)) throw forbidden(lapsedSubscriptionDetail);
    c.set('user', user);
    await next();
  });
}
