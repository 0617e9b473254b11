import { announcementsForStudent } from '../../domain/announcements/announcements';
import { batchOfStudent } from '../../domain/batches/rosters';
import type { AppRouteHandler } from '../create-router';
import type * as routes from './student.routes';
import { nextClassOfStudent } from './student-reads';

export const studentBatches: AppRouteHandler<typeof routes.studentBatches> = async (c) =>
  c.json(await batchOfStudent(c.get('deps').database.db, c.get('user').batchId), 200);

export const nextClass: AppRouteHandler<typeof routes.nextClass> = async (c) =>
  c.json(await nextClassOfStudent(c.get('deps'), c.get('user').batchId), 200);

export const studentAnnouncements: AppRouteHandler<typeof routes.studentAnnouncements> = async (c) => {
  const { id, batchId } = c.get('user');
  return c.json(await announcementsForStudent(c.get('deps').database.db, id, batchId), 200);
};
