import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { announcementWrite } from '../../../shared/schemas/announcements';
import type { Database } from '../../db/client';
import { announcementBatches, announcements, type homework, profiles, users } from '../../db/schema';
import { teacherBatchIds } from '../access/access';
import { requireTaughtBatches } from '../access/ownership';
import { forbidden } from '../errors';
import { canNameARow } from '../ids';
import { noticeAnnouncement, noticeReminder } from '../notifications/notices';
import { selectAnnouncements } from './announcements';

/**
 * A teacher's announcement to all their batches, one batch or one student of theirs, in one
 * transaction. Answers it, the batches it reaches and whom it notified, for the caller to publish once
 * committed (docs/behaviour.md#live-updates). A reminder names its homework, and notifies as one.
 */
export async function createAnnouncement(
  db: Database,
  teacherId: number,
  body: z.output<typeof announcementWrite>,
  reminderOf?: typeof homework.$inferSelect,
) {
  return db.transaction(async (tx) => {
    const taught = await teacherBatchIds(tx, teacherId);
    let batchId: number | null = null;
    let studentId: number | null = null;
    let reachedBatchIds = taught;
    if (body.type === 'batch' && body.batch_id) {
      await requireTaughtBatches(tx, teacherId, [body.batch_id]);
      batchId = body.batch_id;
      reachedBatchIds = [body.batch_id];
    }
    if (body.type === 'student' && body.student_id) {
      const [student] = !canNameARow(body.student_id)
        ? []
        : await tx
            .select({ batchId: profiles.batchId })
            .from(profiles)
            .innerJoin(users, eq(users.id, profiles.userId))
            .where(and(eq(profiles.userId, body.student_id), eq(users.role, 'student')));
      if (!student?.batchId || !taught.includes(student.batchId)) {
        throw forbidden('You can only write to students of your batches.');
      }
      studentId = body.student_id;
      reachedBatchIds = [student.batchId];
    }
    const [row] = await tx
      .insert(announcements)
      .values({
        teacherId,
        type: body.type,
        message: body.message,
        batchId,
        studentId,
        reminderHomeworkId: reminderOf?.id ?? null,
      })
      .returning({ id: announcements.id });
    if (body.type === 'all' && reachedBatchIds.length > 0) {
      await tx
        .insert(announcementBatches)
        .values(reachedBatchIds.map((reached) => ({ announcementId: row.id, batchId: reached })));
    }
    const [sent] = await selectAnnouncements(tx, eq(announcements.id, row.id), 1);
    const notified =
      reminderOf && studentId !== null
        ? await noticeReminder(tx, studentId, sent.teacher_name, reminderOf)
        : await noticeAnnouncement(tx, sent, reachedBatchIds);
    return { sent, reachedBatchIds, notified };
  });
}
