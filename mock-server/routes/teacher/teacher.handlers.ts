import { createAnnouncement } from '../../domain/announcements/announcements-writes';
import { batchesOfTeacher, studentsOfTeacher } from '../../domain/batches/rosters';
import { jsonOnce } from '../../http/json-once';
import { announcementSent } from '../../realtime/events';
import { publishWithNotifications } from '../../realtime/with-notifications';
import type { AppRouteHandler } from '../create-router';
import type * as routes from './teacher.routes';

export const teacherBatches: AppRouteHandler<typeof routes.teacherBatches> = async (c) =>
  c.json(await batchesOfTeacher(c.get('deps').database.db, c.get('user').id), 200);

export const teacherStudents: AppRouteHandler<typeof routes.teacherStudents> = async (c) =>
  c.json(await studentsOfTeacher(c.get('deps').database.db, c.get('user').id), 200);

export const teacherClassesByDate: AppRouteHandler<typeof routes.teacherClassesByDate> = async (c) => {
  const { date, tz = 'UTC' } = c.req.valid('query');
  const { db } = c.get('deps').database;
  return jsonOnce(c, await c.get('deps').caches.reads.classesOfTeacherOnDay(db, c.get('user').id, date, tz));
};

export const sendAnnouncement: AppRouteHandler<typeof routes.sendAnnouncement> = async (c) => {
  const { sent, reachedBatchIds, notified } = await createAnnouncement(
    c.get('deps').database.db,
    c.get('user').id,
    c.req.valid('json'),
  );
  const event = announcementSent(sent, reachedBatchIds);
  await publishWithNotifications(c.get('deps'), event, notified);
  return c.json(sent, 201);
};
