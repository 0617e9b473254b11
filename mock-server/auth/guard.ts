import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Role } from '../../shared/schemas/auth';
import type { AppEnv, AuthUser } from '../context';
import type { Database } from '../db/client';
import { profiles, sessions, users } from '../db/schema';
import { accountIsActive } from '../domain/accounts';
import { forbidden, unauthorized } from '../http/errors';
import type { TokenClaims, TokenSigner } from './tokens';

const authUserColumns = {
  id: users.id,
  role: users.role,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  batchId: profiles.batchId,
  validUntil: profiles.validUntil,
};

export async function loadAuthUser(db: Database, userId: number): Promise<AuthUser | null> {
  const [row] = await db
    .select(authUserColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, userId), accountIsActive));
  return row ?? null;
}

/**
 * The user an access token speaks for, in one query: only while the session it names is live, so a
 * logout or a password reset refuses its access tokens at once rather than when they expire.
 */
async function loadSignedInUser(db: Database, claims: TokenClaims): Promise<AuthUser | null> {
  const [row] = await db
    .select(authUserColumns)
    .from(users)
    .innerJoin(sessions, and(eq(sessions.id, claims.sessionId), eq(sessions.userId, users.id)))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(users.id, claims.userId),
        accountIsActive,
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  return row ?? null;
}

/** Resolves an access token to its user, or null. Shared by the HTTP guard and the socket upgrade. */
export async function authenticate(db: Database, tokens: TokenSigner, token: string | undefined) {
  if (!token) return null;
  const claims = await tokens.verify(token, 'access');
  if (!claims) return null;
  const user = await loadSignedInUser(db, claims);
  return user && user.role === claims.role ? user : null;
}

/** The token of an `Authorization: Bearer` header, or undefined. */
export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization') ?? '';
  return (header.startsWith('Bearer ') && header.slice(7).trim()) || undefined;
}

/** Requires a valid bearer access token, and one of `roles` when given. */
export function requireUser(...roles: Role[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c);
    if (!token) throw unauthorized('Authentication credentials were not provided.');
    const { database, tokens } = c.var.deps;
    const user = await authenticate(database.db, tokens, token);
    if (!user) throw unauthorized('Given token not valid for any token type.');
    if (roles.length > 0 && !roles.includes(user.role)) throw forbidden();
    c.set('user', user);
    await next();
  });
}
