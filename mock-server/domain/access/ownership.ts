import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { homework } from '../../db/schema';
import type { AuthUser } from '../accounts/auth-user';
import { forbidden, notFound } from '../errors';
import { canNameARow } from '../ids';
import { teacherBatchIds, visibleBatchIds } from './access';

/** Checks that refuse with 403 (not yours) or 404 (no such record), shared by several resources. */

/** Every batch named must be one the teacher teaches; answers the teacher's batches. */
export async function requireTaughtBatches(db: Database, teacherId: number, batchIds: number[]) {
  const taught = await teacherBatchIds(db, teacherId);
  if (!batchIds.every((batchId) => taught.includes(batchId))) {
    throw forbidden('You can only use batches you teach.');
  }
  return taught;
}

/**
 * Homework the user may see: assigned to the student's batch, or to a batch the teacher teaches.
 * Answers the row, its batches and the batches the user may see (`viewerBatchIds`).
 */
export async function requireVisibleHomework(db: Database, user: AuthUser, homeworkId: number) {
  // The row and its batches in one round trip: every write of homework and submissions starts here.
  const [found] = canNameARow(homeworkId)
    ? await db
        .select({
          row: homework,
          batchIds: sql<number[]>`array(
            select hb.batch_id from homework_batches hb where hb.homework_id = "homework"."id"
          )`,
        })
        .from(homework)
        .where(eq(homework.id, homeworkId))
    : [];
  if (!found) throw notFound('No such homework.');
  const { row, batchIds } = found;
  const viewerBatchIds = await visibleBatchIds(db, user);
  if (!batchIds.some((batchId) => viewerBatchIds.includes(batchId))) {
    throw forbidden(
      user.role === 'student'
        ? 'This homework is not assigned to your batch.'
        : 'This homework belongs to batches you do not teach.',
    );
  }
  return { row, batchIds, viewerBatchIds };
}

/** Homework a teacher may change or delete: every batch it is assigned to is one they teach. */
export async function requireWholeHomework(db: Database, teacher: AuthUser, homeworkId: number) {
  const visible = await requireVisibleHomework(db, teacher, homeworkId);
  if (!visible.batchIds.every((batchId) => visible.viewerBatchIds.includes(batchId))) {
    throw forbidden('This homework is shared with a batch you do not teach.');
  }
  return visible;
}

/** On homework shared between batches, a teacher grades only the students of the batches they teach. */
export function requireTaughtStudent(record: { batchId: number | null }, taughtBatchIds: number[]) {
  if (record.batchId === null || !taughtBatchIds.includes(record.batchId)) {
    throw forbidden('This submission is from a student of a batch you do not teach.');
  }
}
