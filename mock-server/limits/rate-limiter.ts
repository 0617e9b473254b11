import { createHash } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema';

/** At most `limit` hits for one key in a fixed window of `windowSeconds` that starts at its first hit. */
export type Limit = { bucket: string; key: string; limit: number; windowSeconds: number };

export type HitResult = {
  /** The buckets whose limit this hit went over (empty: allowed). */
  exceeded: string[];
  /** Seconds until every exceeded window has ended; 0 when allowed. */
  retryAfterSeconds: number;
  /** The exceeded buckets this very hit went over (the first refusal of their window). */
  newlyExceeded: string[];
  /** Each bucket's hits in its window, this one included. */
  hits: Record<string, number>;
};

/** Whether a turn was taken: if not, how long the one holding the slot still has it. */
export type SlotClaim = { claimed: true } | { claimed: false; retryAfterSeconds: number };

export type RateLimiter = {
  /** Counts one hit on each limit, in one statement, and says whether any is over. */
  hit(...limits: Limit[]): Promise<HitResult>;
  /** Takes one hit back: the attempt counted beforehand turned out not to be abuse. */
  refund(bucket: string, key: string): Promise<void>;
  /** Forgets a key's hits in the given buckets. */
  clear(key: string, buckets: string[]): Promise<void>;
  /**
   * Takes a key's turn when its last one is over, and holds the next off for `holdSeconds`: one
   * statement, so of simultaneous claims one wins.
   */
  claimTurn(bucket: string, key: string, holdSeconds: number): Promise<SlotClaim>;
};

// Windows that ended are deleted now and then rather than on every hit, which would double the writes.
const sweepEveryHits = 500;

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Counters in the database (rate_limit_counters), so every server process on it shares them: the
 * upsert is atomic, and two processes counting one key at once both count.
 */
export function createRateLimiter(db: Database): RateLimiter {
  let hitsSinceSweep = 0;
  const t = rateLimitCounters;

  return {
    async hit(...limits) {
      const now = new Date();
      if (++hitsSinceSweep >= sweepEveryHits) {
        hitsSinceSweep = 0;
        await db.delete(t).where(lt(t.windowEndsAt, now));
      }
      const windowEnded = sql`${t.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
      const rows = await db
        .insert(t)
        .values(
          limits.map((limit) => ({
            bucket: limit.bucket,
            keyHash: hashKey(limit.key),
            hits: 1,
            windowEndsAt: new Date(now.getTime() + limit.windowSeconds * 1000),
          })),
        )
        .onConflictDoUpdate({
          target: [t.bucket, t.keyHash],
          set: {
            hits: sql`case when ${windowEnded} then 1 else ${t.hits} + 1 end`,
            windowEndsAt: sql`case when ${windowEnded} then excluded.window_ends_at else ${t.windowEndsAt} end`,
          },
        })
        .returning({ bucket: t.bucket, hits: t.hits, windowEndsAt: t.windowEndsAt });
      const limitOf = (bucket: string) => limits.find((l) => l.bucket === bucket)?.limit ?? 0;
      const over = rows.filter((row) => row.hits > limitOf(row.bucket));
      const waitMs = Math.max(0, ...over.map((row) => row.windowEndsAt.getTime() - now.getTime()));
      return {
        exceeded: over.map((row) => row.bucket),
        retryAfterSeconds: over.length > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0,
        newlyExceeded: over.filter((row) => row.hits === limitOf(row.bucket) + 1).map((row) => row.bucket),
        hits: Object.fromEntries(rows.map((row) => [row.bucket, row.hits])),
      };
    },
    async refund(bucket, key) {
      await db
        .update(t)
        .set({ hits: sql`greatest(${t.hits} - 1, 0)` })
        .where(and(eq(t.bucket, bucket), eq(t.keyHash, hashKey(key))));
    },
    async clear(key, buckets) {
      await db.delete(t).where(and(inArray(t.bucket, buckets), eq(t.keyHash, hashKey(key))));
    },
    async claimTurn(bucket, key, holdSeconds) {
      const now = new Date();
      const keyHash = hashKey(key);
      const next = new Date(now.getTime() + holdSeconds * 1000);
      const claimed = await db
        .insert(t)
        .values({ bucket, keyHash, hits: 1, windowEndsAt: next })
        .onConflictDoUpdate({
          target: [t.bucket, t.keyHash],
          set: { hits: sql`${t.hits} + 1`, windowEndsAt: next },
          setWhere: sql`${t.windowEndsAt} <= ${now.toISOString()}::timestamptz`,
        })
        .returning({ hits: t.hits });
      if (claimed.length > 0) return { claimed: true };
      const [holder] = await db
        .select({ windowEndsAt: t.windowEndsAt })
        .from(t)
        .where(and(eq(t.bucket, bucket), eq(t.keyHash, keyHash)));
      const waitMs = (holder?.windowEndsAt.getTime() ?? now.getTime()) - now.getTime();
      return { claimed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    },
  };
}
