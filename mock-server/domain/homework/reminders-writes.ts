import { and, eq, gt, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import type { Database } from '../../db/client';
import { announcements } from '../../db/schema';
import { requireVisibleHomework } from '../access/ownership';
import type { AuthUser } from '../accounts/auth-user';
import { createAnnouncement } from '../announcements/announcements-writes';
import { conflict, forbidden } from '../errors';
import { canNameARow } from '../ids';
import { findStudentOfHomework } from '../submissions/missing-submissions';
import { findStudentSubmission } from '../submissions/submissions';
import { reminderMessage } from './reminders';

/** A student is reminded of one homework at most once in this long, whoever sends it. */
export const reminderIntervalMs = 60 * 60_000;

/** When the student was last reminded of the homework within the interval, or null. */
async function recentReminder(tx: Database, homeworkId: number, studentId: number, now: Date) {
  const [row] = await tx
    .select({ id: announcements.id })
    .from(announcements)
    .where(
      and(
        eq(announcements.reminderHomeworkId, homeworkId),
        eq(announcements.studentId, studentId),
        gt(announcements.createdAt, new Date(now.getTime() - reminderIntervalMs)),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * A reminder is an announcement to one student (type student), written by the announcement code, so
 * it reaches their dashboard live and stays in their notifications like any other. Only a student of
 * the teacher's batches who has not submitted the homework can be reminded, once an hour. Whether a
 * student outside those batches submitted is not the teacher's to learn: they all get the same 403.
 */
export async function remindStudent(db: Database, teacher: AuthUser, homeworkId: number, studentId: number) {
  return db.transaction(async (tx) => {
    const { row } = await requireVisibleHomework(tx, teacher, homeworkId);
    const student = canNameARow(studentId)
      ? await findStudentOfHomework(tx, homeworkId, teacher.id, studentId)
      : null;
    if (!student) {
      throw forbidden('You can only remind students of your batches that this homework is assigned to.');
    }
    if (await findStudentSubmission(tx, homeworkId, studentId)) {
      throw conflict('This student has already submitted this homework.');
    }
    // Two teachers reminding at once take turns here, so the second sees the first one's reminder.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reminder:${homeworkId}:${studentId}`}))`);
    if (await recentReminder(tx, homeworkId, studentId, new Date())) {
      throw conflict(messages.teacher.reminderAlreadySent);
    }
    return createAnnouncement(
      tx,
      teacher.id,
      { type: 'student', message: reminderMessage(row.title, row.dueDate), student_id: studentId },
      row,
    );
  });
}
