import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
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

/** Where a session signed in from, for its owner's list of sessions. */
export type SessionOrigin = { userAgent: string; address: string };

type SessionUser = { id: number; role: Role; origin?: SessionOrigin };

/**
 * Starts a session for a user who just proved who they are: its first access and refresh tokens.
 * With `verifiedPasswordHash`, only while that is still the user's password: a reset committing
 * while the password was being checked must not be outlived by a session the old password opened.
 */
export async function startSession(
  db: Database,
  tokens: TokenSigner,
  user: SessionUser,
): Promise<StartedSession>;
export async function startSession(
  db: Database,
  tokens: TokenSigner,
  user: SessionUser,
  verifiedPasswordHash: string,
): Promise<StartedSession | null>;
export async function startSession(
  db: Database,
  tokens: TokenSigner,
  user: SessionUser,
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
    await tx.insert(sessions).values({
      id: subject.sessionId,
      userId: user.id,
      expiresAt: refresh.expiresAt,
      // Bounded: the header is the client's to fill, and the list shows it.
      userAgent: user.origin?.userAgent.slice(0, 400) ?? '',
      address: user.origin?.address ?? '',
    });
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
    await tx
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, claims.sessionId));
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

/** The user's live sessions: not revoked, not expired. */
export async function liveSessions(db: Database, userId: number) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      address: sessions.address,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastSeenAt));
}

/** Ends every session of a user but `keepSessionId`; the ids of those it ended. */
export async function revokeOtherSessions(db: Database | Transaction, userId: number, keepSessionId: string) {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return ended.map((session) => session.id);
}

/** Tells every server that these sessions of a user ended (their sockets close). */
export function someSessionsRevoked(userId: number, sessionIds: string[]): DomainEvent {
  return {
    deliveries: [],
    accessChanges: sessionIds.map((sessionId) => ({ userId, kind: 'revoked' as const, sessionId })),
  };
}

/** Tells every server that one session (or, without `sessionId`, every session) of a user ended. */
export function sessionsRevoked(userId: number, sessionId?: string): DomainEvent {
  return {
    deliveries: [],
    accessChanges: [{ userId, kind: 'revoked', ...(sessionId ? { sessionId } : {}) }],
  };
}
