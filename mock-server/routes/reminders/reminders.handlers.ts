import { canNameARow } from '../../domain/ids';
import { findMissingStudent, missingStudentsOf } from '../../domain/missing-submissions';
import { insertReminder, reminderMessage } from '../../domain/reminders';
import { submissionsVisibleTo } from '../../domain/submissions';
import { conflict, forbidden } from '../../http/errors';
import { announcementSent } from '../../realtime/events';
import { publishAfterCommit } from '../../realtime/publish';
import type { AppRouteHandler } from '../create-router';
import { requireVisibleHomework } from '../ownership';
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

export const sendReminder: AppRouteHandler<typeof sendReminderRoute> = async (c) => {
  const { database, bus } = c.var.deps;
  const { id } = c.req.valid('param');
  const { student_id: studentId } = c.req.valid('json');
  const teacher = c.var.user;
  const { sent, batchId } = await database.db.transaction(async (tx) => {
    const { row } = await requireVisibleHomework(tx, teacher, id);
    const student = canNameARow(studentId) ? await findMissingStudent(tx, id, teacher.id, studentId) : null;
    if (!student) {
      const submitted = canNameARow(studentId)
        ? (await submissionsVisibleTo(tx, { id: teacher.id, role: 'teacher', batchId: null }, id)).some(
            (record) => record.studentId === studentId,
          )
        : false;
      if (submitted) throw conflict('This student has already submitted this homework.');
      throw forbidden('You can only remind students of your batches that this homework is assigned to.');
    }
    const sent = await insertReminder(tx, {
      teacherId: teacher.id,
      studentId,
      message: reminderMessage(row.title, row.dueDate),
    });
    return { sent, batchId: student.batch.id };
  });
  await publishAfterCommit(bus, announcementSent(sent, [batchId]));
  return c.json(sent, 201);
};
