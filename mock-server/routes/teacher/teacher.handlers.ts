import { createAnnouncement } from '../../domain/announcements-writes';
import { batchesOfTeacher, studentsOfTeacher } from '../../domain/rosters';
import { jsonOnce } from '../../http/json-once';
import { announcementSent } from '../../realtime/events';
import { publishAfterCommit } from '../../realtime/publish';
import type { AppRouteHandler } from '../create-router';
import type * as routes from './teacher.routes';

export const teacherBatches: AppRouteHandler<typeof routes.teacherBatches> = async (c) =>
  c.json(await batchesOfTeacher(c.var.deps.database.db, c.var.user.id), 200);

export const teacherStudents: AppRouteHandler<typeof routes.teacherStudents> = async (c) =>
  c.json(await studentsOfTeacher(c.var.deps.database.db, c.var.user.id), 200);

export const teacherClassesByDate: AppRouteHandler<typeof routes.teacherClassesByDate> = async (c) => {
  const { date, tz = 'UTC' } = c.req.valid('query');
  const { db } = c.var.deps.database;
  return jsonOnce(c, await c.var.deps.caches.reads.classesOfTeacherOnDay(db, c.var.user.id, date, tz));
};

export const sendAnnouncement: AppRouteHandler<typeof routes.sendAnnouncement> = async (c) => {
  const { database } = c.var.deps;
  const { sent, reachedBatchIds } = await createAnnouncement(database.db, c.var.user.id, c.req.valid('json'));
  await publishAfterCommit(c.var.deps, announcementSent(sent, reachedBatchIds));
  return c.json(sent, 201);
};
