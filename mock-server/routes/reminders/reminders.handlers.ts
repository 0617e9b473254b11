import { createAnnouncement } from '../../domain/announcements-writes';
import { canNameARow } from '../../domain/ids';
import { findMissingStudent, missingStudentsOf } from '../../domain/missing-submissions';
import { requireVisibleHomework } from '../../domain/ownership';
import { reminderMessage } from '../../domain/reminders';
import { findStudentSubmission } from '../../domain/submissions';
import { conflict, forbidden } from '../../http/errors';
import { announcementSent } from '../../realtime/events';
import { publishAfterCommit } from '../../realtime/publish';
import type { AppRouteHandler } from '../create-router';
import type {
  missingSubmissions as missingRoute,
  sendReminder as sendReminderRoute,
} from './reminders.routes';

export const missingSubmissions: AppRouteHandler<typeof missingRoute> = async (c) => {
  const { db } = c.var.deps.database;
  const { id } = c.req.valid('param');
  const { row } = await requireVisibleHomework(db, c.var.user, id);
  const students = await missingStudentsOf(db, id, c.var.user.id);
  return c.json({ due_date: row.dueDate.toISOString(), overdue: row.dueDate < new Date(), students }, 200);
};

/**
 * A reminder is an announcement to one student (type student), written by the announcement code, so
 * it reaches their dashboard live and stays in their notifications like any other.
 */
export const sendReminder: AppRouteHandler<typeof sendReminderRoute> = async (c) => {
  const { database } = c.var.deps;
  const { id } = c.req.valid('param');
  const { student_id: studentId } = c.req.valid('json');
  const teacher = c.var.user;
  const { sent, reachedBatchIds } = await database.db.transaction(async (tx) => {
    const { row } = await requireVisibleHomework(tx, teacher, id);
    const student = canNameARow(studentId) ? await findMissingStudent(tx, id, teacher.id, studentId) : null;
    if (!student) {
      if (canNameARow(studentId) && (await findStudentSubmission(tx, id, studentId))) {
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
  await publishAfterCommit(c.var.deps, announcementSent(sent, reachedBatchIds));
  return c.json(sent, 201);
};
