import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Role } from '../../shared/schemas/auth';
import type { Database } from '../db/client';
import { refreshTokens, sessions, users } from '../db/schema';
import type { DomainEvent } from '../domain/domain-event';
import type { TokenClaims, TokenSigner } from './tokens';

/**
 * A rotated refresh token presented again within this many seconds gets a new access token (and no
 * refresh token) instead of ending the session: two tabs share one stored refresh token, and when
 * both find their access token expired at once (waking from sleep, say) the second tab's refresh
 * arrives just after the first rotated it. Later than this, reuse means a copy is in other hands.
 */
export const rotationGraceSeconds = 10;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type StartedSession = { sessionId: string; access: string; refresh: string };

/**
 * Starts a session for a user who just proved who they are: its first access and refresh tokens.
 * With `verifiedPasswordHash`, only while that is still the user's password: a reset committing
 * while the password was being checked must not be outlived by a session the old password opened.
 */
export async function startSession(
  db: Database,
  tokens: TokenSigner,
  user: { id: number; role: Role },
): Promise<StartedSession>;
export async function startSession(
  db: Database,
  tokens: TokenSigner,
  user: { id: number; role: Role },
  verifiedPasswordHash: string,
): Promise<StartedSession | null>;
export async function startSession(
  db: Database,
  tokens: TokenSigner,
  user: { id: number; role: Role },
  verifiedPasswordHash?: string,
): Promise<StartedSession | null> {
  const subject = { userId: user.id, role: user.role, sessionId: randomUUID() };
  const refresh = await tokens.sign('refresh', subject);
  const access = await tokens.sign('access', subject, refresh.expiresAt);
  const started = await db.transaction(async (tx) => {
    if (verifiedPasswordHash !== undefined) {
      // FOR SHARE waits for a reset holding the row, and holds off one that has not begun.
      const [current] = await tx
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, user.id))
        .for('share');
      if (current?.passwordHash !== verifiedPasswordHash) return false;
    }
    // Expired sessions can never be used again: dropping them here keeps the tables to live ones.
    await tx.delete(sessions).where(lt(sessions.expiresAt, new Date()));
    await tx
      .insert(sessions)
      .values({ id: subject.sessionId, userId: user.id, expiresAt: refresh.expiresAt });
    await tx.insert(refreshTokens).values({ jti: refresh.jti, sessionId: subject.sessionId });
    return true;
  });
  return started ? { sessionId: subject.sessionId, access: access.token, refresh: refresh.token } : null;
}

export type Rotation =
  /** The token was current: its successor, and a new access token. */
  | { outcome: 'rotated'; access: string; refresh: string }
  /** Rotated moments ago (another tab): a new access token; the caller keeps the newer refresh token. */
  | { outcome: 'grace'; access: string }
  /** Rotated earlier: a stolen copy or a replay. The whole session has just been revoked. */
  | { outcome: 'reused' }
  /** Unknown, or its session is revoked or over. */
  | { outcome: 'refused' };

/** Trades a verified refresh token for the session's next one, once. */
export async function rotateRefreshToken(
  db: Database,
  tokens: TokenSigner,
  claims: TokenClaims,
): Promise<Rotation> {
  const [record] = await db
    .select({ rotatedAt: refreshTokens.rotatedAt, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(and(eq(refreshTokens.jti, claims.jti), eq(refreshTokens.sessionId, claims.sessionId)));
  const now = Date.now();
  const session = record?.session;
  if (
    !session ||
    session.userId !== claims.userId ||
    session.revokedAt ||
    session.expiresAt.getTime() <= now
  ) {
    return { outcome: 'refused' };
  }
  const graceAnswer = async (rotatedAt: Date): Promise<Rotation> => {
    if (now - rotatedAt.getTime() <= rotationGraceSeconds * 1000) {
      return { outcome: 'grace', access: (await tokens.sign('access', claims, session.expiresAt)).token };
    }
    await revokeSession(db, claims.userId, claims.sessionId);
    return { outcome: 'reused' };
  };
  if (record.rotatedAt) return graceAnswer(record.rotatedAt);

  const refresh = await tokens.sign('refresh', claims, session.expiresAt);
  const rotated = await db.transaction(async (tx) => {
    // The guard on rotated_at lets one of two simultaneous refreshes with this token rotate it.
    const claimed = await tx
      .update(refreshTokens)
      .set({ rotatedAt: new Date(now) })
      .where(and(eq(refreshTokens.jti, claims.jti), isNull(refreshTokens.rotatedAt)))
      .returning({ jti: refreshTokens.jti });
    if (claimed.length === 0) return false;
    await tx.insert(refreshTokens).values({ jti: refresh.jti, sessionId: claims.sessionId });
    return true;
  });
  if (!rotated) return graceAnswer(new Date(now));
  const access = await tokens.sign('access', claims, session.expiresAt);
  return { outcome: 'rotated', access: access.token, refresh: refresh.token };
}

/** Ends one session of a user. True when it was live until now (so its sockets should be told). */
export async function revokeSession(db: Database | Transaction, userId: number, sessionId: string) {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

/** Ends every session of a user (a password reset): their refresh and access tokens stop working. */
export async function revokeAllSessions(db: Database | Transaction, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Tells every server that one session (or, without `sessionId`, every session) of a user ended. */
export function sessionsRevoked(userId: number, sessionId?: string): DomainEvent {
  return {
    deliveries: [],
    accessChanges: [{ userId, kind: 'revoked', ...(sessionId ? { sessionId } : {}) }],
  };
}
