import { announcementsForStudent } from '../../domain/announcements/announcements';
import { batchOfStudent } from '../../domain/batches/rosters';
import { stillRunningSince } from '../../domain/classes/classes';
import { notFound } from '../../domain/errors';
import type { AppRouteHandler } from '../create-router';
import type * as routes from './student.routes';

export const studentBatches: AppRouteHandler<typeof routes.studentBatches> = async (c) =>
  c.json(await batchOfStudent(c.get('deps').database.db, c.get('user').batchId), 200);

export const nextClass: AppRouteHandler<typeof routes.nextClass> = async (c) => {
  const { batchId } = c.get('user');
  const next =
    batchId === null
      ? null
      : await c
          .get('deps')
          .caches.reads.nextClassOfBatch(c.get('deps').database.db, batchId, stillRunningSince());
  if (!next) throw notFound('No upcoming class.');
  return c.json(
    { id: next.id, start_time: next.start_time, topic: next.topic, zoom_link: next.zoom_link },
    200,
  );
};

export const studentAnnouncements: AppRouteHandler<typeof routes.studentAnnouncements> = async (c) => {
  const { id, batchId } = c.get('user');
  return c.json(await announcementsForStudent(c.get('deps').database.db, id, batchId), 200);
};
