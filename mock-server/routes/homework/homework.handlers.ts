import { assignHomework, removeHomework, replaceHomework } from '../../domain/homework/homework-writes';
import { jsonOnce } from '../../http/json-once';
import { homeworkCreated, homeworkDeleted, homeworkUpdated } from '../../realtime/events';
import { publishWithNotifications } from '../../realtime/with-notifications';
import type { AppRouteHandler } from '../create-router';
import type * as routes from './homework.routes';

export const listHomework: AppRouteHandler<typeof routes.listHomework> = async (c) =>
  jsonOnce(c, await c.get('deps').caches.reads.homeworkVisibleTo(c.get('deps').database.db, c.get('user')));

export const createHomework: AppRouteHandler<typeof routes.createHomework> = async (c) => {
  const { view, notified } = await assignHomework(
    c.get('deps').database.db,
    c.get('user').id,
    c.req.valid('json'),
  );
  await publishWithNotifications(c.get('deps'), homeworkCreated(view), notified);
  return c.json(view, 201);
};

export const updateHomework: AppRouteHandler<typeof routes.updateHomework> = async (c) => {
  const { id } = c.req.valid('param');
  const { view, previousBatchIds, submitted, notified } = await replaceHomework(
    c.get('deps').database.db,
    c.get('user'),
    id,
    c.req.valid('json'),
  );
  const event = homeworkUpdated(view, previousBatchIds, submitted);
  await publishWithNotifications(c.get('deps'), event, notified);
  return c.json(view, 200);
};

export const deleteHomework: AppRouteHandler<typeof routes.deleteHomework> = async (c) => {
  const { id } = c.req.valid('param');
  const { batchIds, notified } = await removeHomework(c.get('deps').database.db, c.get('user'), id);
  await publishWithNotifications(c.get('deps'), homeworkDeleted(id, batchIds), notified);
  return c.json({ detail: 'Homework deleted.' }, 200);
};

export const listSubmissions: AppRouteHandler<typeof routes.listSubmissions> = async (c) => {
  const user = c.get('user');
  const { caches, database } = c.get('deps');
  return jsonOnce(c, await caches.reads.submissionsOfHomework(database.db, user, c.req.valid('param').id));
};
