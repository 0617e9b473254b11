import { and, asc, count, eq, exists, inArray, min, sql } from 'drizzle-orm';
import type { BatchRef } from '../../../shared/schemas/common';
import type { PendingReview } from '../../../shared/schemas/reviews';
import type { Database } from '../../db/client';
import { homework, homeworkBatches, profiles, submissions, teacherBatches } from '../../db/schema';
import { batchesTaughtBy } from '../access/access';

/**
 * Every homework with submissions still without feedback, counted among the submissions the teacher
 * sees on its submissions page (students now in a taught batch, homework assigned to a taught batch),
 * oldest waiting first, in one statement. Feedback of spaces only is no feedback, as on that page.
 */
export async function pendingReviewsOf(db: Database, teacherId: number): Promise<PendingReview[]> {
  const taught = batchesTaughtBy(db, sql.placeholder('teacherId'));
  const assignedToTaughtBatch = db
    .select({ one: sql`1` })
    .from(homeworkBatches)
    .where(and(eq(homeworkBatches.homeworkId, homework.id), inArray(homeworkBatches.batchId, taught)));
  const oldest = min(submissions.submittedAt);
  const rows = await db
    .select({
      homeworkId: homework.id,
      title: homework.title,
      dueDate: homework.dueDate,
      waiting: count(),
      oldest,
      batches: sql<BatchRef[]>`coalesce((
        select json_agg(json_build_object('id', b.id, 'name', b.name) order by b.name)
        from homework_batches hb
        join batches b on b.id = hb.batch_id
        join ${teacherBatches} tb on tb.batch_id = hb.batch_id and tb.teacher_id = ${sql.placeholder('teacherId')}
        where hb.homework_id = "homework"."id"
      ), '[]'::json)`,
    })
    .from(submissions)
    .innerJoin(homework, eq(homework.id, submissions.homeworkId))
    .innerJoin(profiles, eq(profiles.userId, submissions.studentId))
    .where(
      and(
        sql`btrim(${submissions.feedback}) = ''`,
        inArray(profiles.batchId, taught),
        exists(assignedToTaughtBatch),
      ),
    )
    .groupBy(homework.id)
    .orderBy(asc(oldest), asc(homework.id))
    .prepare('pending_reviews_of_teacher')
    .execute({ teacherId });
  return rows.map((row) => ({
    homework_id: row.homeworkId,
    title: row.title,
    due_date: row.dueDate.toISOString(),
    batches: row.batches,
    waiting: Number(row.waiting),
    // min() of a timestamp comes back as text on one driver and a Date on the other.
    oldest_submitted_at: new Date(row.oldest ?? 0).toISOString(),
  }));
}
