import { classesOfTeacher } from '../../domain/classes/classes';
import { cancelClass, rescheduleClass, scheduleClass } from '../../domain/classes/classes-writes';
import { classCreated, classDeleted, classUpdated } from '../../realtime/events';
import { publishAfterCommit } from '../../realtime/publish';
import type { AppRouteHandler } from '../create-router';
import type * as routes from './classes.routes';

export const listClasses: AppRouteHandler<typeof routes.listClasses> = async (c) =>
  c.json(await classesOfTeacher(c.get('deps').database.db, c.get('user').id), 200);

export const createClass: AppRouteHandler<typeof routes.createClass> = async (c) => {
  const created = await scheduleClass(c.get('deps').database.db, c.get('user').id, c.req.valid('json'));
  await publishAfterCommit(c.get('deps'), classCreated(created));
  return c.json(created, 201);
};

export const updateClass: AppRouteHandler<typeof routes.updateClass> = async (c) => {
  const { id } = c.req.valid('param');
  const { updated, previousBatchId } = await rescheduleClass(
    c.get('deps').database.db,
    c.get('user').id,
    id,
    c.req.valid('json'),
  );
  await publishAfterCommit(c.get('deps'), classUpdated(updated, previousBatchId));
  return c.json(updated, 200);
};

export const deleteClass: AppRouteHandler<typeof routes.deleteClass> = async (c) => {
  const { id } = c.req.valid('param');
  const batchId = await cancelClass(c.get('deps').database.db, c.get('user').id, id);
  await publishAfterCommit(c.get('deps'), classDeleted(id, batchId));
  return c.json({ detail: 'Class deleted.' }, 200);
};
