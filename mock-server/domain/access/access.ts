import { eq, type Placeholder } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { teacherBatches } from '../../db/schema';
import type { AuthUser } from '../accounts/auth-user';

export async function teacherBatchIds(db: Database, teacherId: number): Promise<number[]> {
  const rows = await batchesTaughtBy(db, teacherId);
  return rows.map((row) => row.batchId);
}

/** The teacher's batch ids as a subquery, for a condition such as `inArray(classes.batchId, …)`. */
export function batchesTaughtBy(db: Database, teacherId: number | Placeholder) {
  return db
    .select({ batchId: teacherBatches.batchId })
    .from(teacherBatches)
    .where(eq(teacherBatches.teacherId, teacherId));
}

/** The batches a user may see: a student's own batch, or every batch a teacher teaches. */
export async function visibleBatchIds(db: Database, user: AuthUser): Promise<number[]> {
  if (user.role === 'teacher') return teacherBatchIds(db, user.id);
  return user.batchId === null ? [] : [user.batchId];
}

const dayMs = 86_400_000;

/**
 * When a student's subscription stops admitting them: `valid_until` is the last day covered, so the
 * end of that UTC day; the epoch when none is set (lapsed already). Null for teachers, who never lapse.
 */
export function subscriptionEndsAt(user: AuthUser): Date | null {
  const endsAtMs = subscriptionEndMs(user);
  return endsAtMs === Number.POSITIVE_INFINITY ? null : new Date(endsAtMs);
}

/**
 * The same as a time in ms (never, for teachers), worked out once a user object: the signed-in user
 * is one object from the cache for all their requests, and every student request asks.
 */
const endMsOf = new WeakMap<AuthUser, number>();

function subscriptionEndMs(user: AuthUser): number {
  let endsAtMs = endMsOf.get(user);
  if (endsAtMs === undefined) {
    if (user.role !== 'student') endsAtMs = Number.POSITIVE_INFINITY;
    else if (user.validUntil === null) endsAtMs = 0;
    else endsAtMs = Date.parse(`${user.validUntil}T00:00:00Z`) + dayMs;
    endMsOf.set(user, endsAtMs);
  }
  return endsAtMs;
}

export function hasActiveSubscription(user: AuthUser, now: Date | number = Date.now()): boolean {
  return Number(now) < subscriptionEndMs(user);
}

export const lapsedSubscriptionDetail =
  'Your subscription has expired or is not set. Renew it on the pricing page to use the student area.';

/** A token that names no account, or one deleted since it was signed. */
export const unknownTokenDetail = 'Given token not valid for any token type.';
