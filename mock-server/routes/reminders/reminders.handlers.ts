import { requireVisibleHomework } from '../../domain/access/ownership';
import { remindStudent } from '../../domain/homework/reminders-writes';
import { missingStudentsOf } from '../../domain/submissions/missing-submissions';
import { announcementSent } from '../../realtime/events';
import { publishWithNotifications } from '../../realtime/with-notifications';
import type { AppRouteHandler } from '../create-router';
import type * as routes from './reminders.routes';

export const missingSubmissions: AppRouteHandler<typeof routes.missingSubmissions> = async (c) => {
  const { db } = c.get('deps').database;
  const { id } = c.req.valid('param');
  const { row } = await requireVisibleHomework(db, c.get('user'), id);
  const students = await missingStudentsOf(db, id, c.get('user').id);
  return c.json({ due_date: row.dueDate.toISOString(), overdue: row.dueDate < new Date(), students }, 200);
};

export const sendReminder: AppRouteHandler<typeof routes.sendReminder> = async (c) => {
  const { id } = c.req.valid('param');
  const { student_id: studentId } = c.req.valid('json');
  const { sent, reachedBatchIds, notified } = await remindStudent(
    c.get('deps').database.db,
    c.get('user'),
    id,
    studentId,
  );
  const event = announcementSent(sent, reachedBatchIds);
  await publishWithNotifications(c.get('deps'), event, notified);
  return c.json(sent, 201);
};
