import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Role } from '../../shared/schemas/auth';
import type { AppEnv, AuthUser } from '../context';
import type { Database } from '../db/client';
import { profiles, users } from '../db/schema';
import { forbidden, unauthorized } from '../http/errors';
import type { TokenSigner } from './tokens';

export async function loadAuthUser(db: Database, userId: number): Promise<AuthUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      batchId: profiles.batchId,
      validUntil: profiles.validUntil,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return row ? { ...row, batchId: row.batchId ?? null, validUntil: row.validUntil ?? null } : null;
}

/** Resolves an access token to its user, or null. Shared by the HTTP guard and the socket upgrade. */
export async function authenticate(db: Database, tokens: TokenSigner, token: string | undefined) {
  if (!token) return null;
  const claims = await tokens.verify(token, 'access');
  if (!claims) return null;
  const user = await loadAuthUser(db, claims.userId);
  return user && user.role === claims.role ? user : null;
}

/** Requires a valid bearer access token, and one of `roles` when given. */
export function requireUser(...roles: Role[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw unauthorized('Authentication credentials were not provided.');
    const { database, tokens } = c.var.deps;
    const user = await authenticate(database.db, tokens, token);
    if (!user) throw unauthorized('Given token not valid for any token type.');
    if (roles.length > 0 && !roles.includes(user.role)) throw forbidden();
    c.set('user', user);
    await next();
  });
}
