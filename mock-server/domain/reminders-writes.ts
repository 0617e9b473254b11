import type { Database } from '../db/client';
import { createAnnouncement } from './announcements-writes';
import type { AuthUser } from './auth-user';
import { conflict, forbidden } from './errors';
import { canNameARow } from './ids';
import { findMissingStudent } from './missing-submissions';
import { requireVisibleHomework } from './ownership';
import { reminderMessage } from './reminders';
import { findStudentSubmission } from './submissions';

/**
 * A reminder is an announcement to one student (type student), written by the announcement code, so
 * it reaches their dashboard live and stays in their notifications like any other. Only a student of
 * the teacher's batches who has not submitted the homework can be reminded.
 */
export async function remindStudent(db: Database, teacher: AuthUser, homeworkId: number, studentId: number) {
  return db.transaction(async (tx) => {
    const { row } = await requireVisibleHomework(tx, teacher, homeworkId);
    const student = canNameARow(studentId)
      ? await findMissingStudent(tx, homeworkId, teacher.id, studentId)
      : null;
    if (!student) {
      if (canNameARow(studentId) && (await findStudentSubmission(tx, homeworkId, studentId))) {
        throw conflict('This student has already submitted this homework.');
      }
      throw forbidden('You can only remind students of your batches that this homework is assigned to.');
    }
    return createAnnouncement(tx, teacher.id, {
      type: 'student',
      message: reminderMessage(row.title, row.dueDate),
      student_id: studentId,
    });
  });
}
