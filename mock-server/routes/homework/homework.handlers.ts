import { homeworkVisibleTo } from '../../domain/homework';
import { assignHomework, removeHomework, replaceHomework } from '../../domain/homework-writes';
import {
  requireSubmissionsOfHomework,
  toStudentSubmission,
  toTeacherSubmission,
} from '../../domain/submissions';
import { homeworkCreated, homeworkDeleted, homeworkUpdated } from '../../realtime/events';
import { publishAfterCommit } from '../../realtime/publish';
import type { AppRouteHandler } from '../create-router';
import type * as routes from './homework.routes';

export const listHomework: AppRouteHandler<typeof routes.listHomework> = async (c) =>
  c.json(await homeworkVisibleTo(c.var.deps.database.db, c.var.user), 200);

export const createHomework: AppRouteHandler<typeof routes.createHomework> = async (c) => {
  const { database, bus } = c.var.deps;
  const view = await assignHomework(database.db, c.var.user.id, c.req.valid('json'));
  await publishAfterCommit(bus, homeworkCreated(view));
  return c.json(view, 201);
};

export const updateHomework: AppRouteHandler<typeof routes.updateHomework> = async (c) => {
  const { database, bus } = c.var.deps;
  const { id } = c.req.valid('param');
  const { view, previousBatchIds, submitted } = await replaceHomework(
    database.db,
    c.var.user,
    id,
    c.req.valid('json'),
  );
  await publishAfterCommit(bus, homeworkUpdated(view, previousBatchIds, submitted));
  return c.json(view, 200);
};

export const deleteHomework: AppRouteHandler<typeof routes.deleteHomework> = async (c) => {
  const { database, bus } = c.var.deps;
  const { id } = c.req.valid('param');
  const batchIds = await removeHomework(database.db, c.var.user, id);
  await publishAfterCommit(bus, homeworkDeleted(id, batchIds));
  return c.json({ detail: 'Homework deleted.' }, 200);
};

export const listSubmissions: AppRouteHandler<typeof routes.listSubmissions> = async (c) => {
  const { user } = c.var;
  const records = await requireSubmissionsOfHomework(c.var.deps.database.db, user, c.req.valid('param').id);
  return c.json(
    user.role === 'teacher' ? records.map(toTeacherSubmission) : records.map(toStudentSubmission),
    200,
  );
};
