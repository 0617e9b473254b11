import { eq, type Placeholder } from 'drizzle-orm';
import type { AuthUser } from '../context';
import type { Database } from '../db/client';
import { teacherBatches } from '../db/schema';

export async function teacherBatchIds(db: Database, teacherId: number): Promise<number[]> {
  const rows = await db
    .select({ batchId: teacherBatches.batchId })
    .from(teacherBatches)
    .where(eq(teacherBatches.teacherId, teacherId));
  return rows.map((row) => row.batchId);
}

/** The teacher's batch ids as a subquery, for a condition such as `inArray(classes.batchId, …)`. */
export function batchesTaughtBy(db: Database, teacherId: Placeholder) {
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

/** `valid_until` is the last day covered, so a subscription runs to the end of that UTC day; none means lapsed. */
export function hasActiveSubscription(user: AuthUser, now = new Date()): boolean {
  if (user.role !== 'student') return true;
  return user.validUntil !== null && user.validUntil >= now.toISOString().slice(0, 10);
}

export const lapsedSubscriptionDetail =
  'Your subscription has expired or is not set. Renew it on the pricing page to use the student area.';
