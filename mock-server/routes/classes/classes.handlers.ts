import { classesOfTeacher } from '../../domain/classes/classes';
import { cancelClass, rescheduleClass, scheduleClass } from '../../domain/classes/classes-writes';
import { classCreated, classDeleted, classUpdated } from '../../realtime/events';
import { publishWithNotifications } from '../../realtime/with-notifications';
import type { AppRouteHandler } from '../create-router';
import type * as routes from './classes.routes';

export const listClasses: AppRouteHandler<typeof routes.listClasses> = async (c) =>
  c.json(await classesOfTeacher(c.get('deps').database.db, c.get('user').id), 200);

export const createClass: AppRouteHandler<typeof routes.createClass> = async (c) => {
  const { scheduled, notified } = await scheduleClass(
    c.get('deps').database.db,
    c.get('user').id,
    c.req.valid('json'),
  );
  await publishWithNotifications(c.get('deps'), classCreated(scheduled), notified);
  return c.json(scheduled, 201);
};

export const updateClass: AppRouteHandler<typeof routes.updateClass> = async (c) => {
  const { id } = c.req.valid('param');
  const { updated, previousBatchId, notified } = await rescheduleClass(
    c.get('deps').database.db,
    c.get('user').id,
    id,
    c.req.valid('json'),
  );
  const event = classUpdated(updated, previousBatchId);
  await publishWithNotifications(c.get('deps'), event, notified);
  return c.json(updated, 200);
};

export const deleteClass: AppRouteHandler<typeof routes.deleteClass> = async (c) => {
  const { id } = c.req.valid('param');
  const { batchId, notified } = await cancelClass(c.get('deps').database.db, c.get('user').id, id);
  await publishWithNotifications(c.get('deps'), classDeleted(id, batchId), notified);
  return c.json({ detail: 'Class deleted.' }, 200);
};
