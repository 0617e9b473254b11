import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { SignedIn } from '../cache/caches';
import { batchedWhileBusy } from '../db/batched-while-busy';
import type { Database } from '../db/client';
import { profiles, sessions, users } from '../db/schema';
import { accountIsActive, authUserColumns } from '../domain/accounts/accounts';
import type { TokenClaims } from './tokens';

/** More session ids than this wait for the read after; one statement stays small for either database. */
const mostSessionsARead = 500;

/**
 * The live sessions among `sessionIds` with their users, in one statement: a session only while it
 * is neither revoked nor ended and its account is active, so a logout or a password reset refuses
 * its access tokens at once rather than when they expire.
 */
async function selectLiveSessions(db: Database, sessionIds: string[]) {
  const rows = await db
    .select({ ...authUserColumns, sessionId: sessions.id, sessionExpiresAt: sessions.expiresAt })
    .from(users)
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        inArray(sessions.id, sessionIds),
        accountIsActive,
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  return new Map(rows.map(({ sessionId, ...row }) => [sessionId, row]));
}

/**
 * Reads the session and user each token names, with the tokens asked about while a read is out in
 * the next read together: when a server restarts, every open tab reconnects at once and each token's
 * first request misses the guard's cache, and one statement for a crowd costs the database (PGlite:
 * the server's own thread) far less than one each. One reader a database, made with the caches
 * (deps.ts), whose misses it answers.
 */
export function signedInReader(db: Database): (claims: TokenClaims) => Promise<SignedIn> {
  return batchedWhileBusy(async (asked: TokenClaims[]): Promise<SignedIn[]> => {
    const live = await selectLiveSessions(db, [...new Set(asked.map((claims) => claims.sessionId))]);
    return asked.map((claims) => {
      const row = live.get(claims.sessionId);
      if (!row || row.id !== claims.userId) return null;
      const { sessionExpiresAt, ...user } = row;
      return { user: Object.freeze(user), sessionExpiresAt: sessionExpiresAt.getTime() };
    });
  }, mostSessionsARead);
}
