import * as teachers from '../../../domain/teachers/teachers';
import { publishAfterCommit } from '../../../realtime/publish';
import type { AppRouteHandler } from '../../create-router';
import { createManaged, setDeactivated } from '../managed-accounts';
import { webAdminOperation } from '../web-admin-operation';
import type * as routes from './teachers.routes';

const teacherAccount = { role: 'teacher', view: teachers.adminTeacher } as const;

export const adminListTeachers: AppRouteHandler<typeof routes.adminListTeachers> = async (c) =>
  c.json(await teachers.listTeachers(c.get('deps').database.db), 200);

export const adminCreateTeacher: AppRouteHandler<typeof routes.adminCreateTeacher> = async (c) => {
  const input = c.req.valid('json');
  return c.json(await createManaged(c, teacherAccount, input, { teacherBatchIds: input.batch_ids }), 201);
};

export const adminAssignTeacher: AppRouteHandler<typeof routes.adminAssignTeacher> = async (c) => {
  const { id, batch_id } = c.req.valid('param');
  const { view, event } = await teachers.setTeaches(webAdminOperation(c), id, batch_id, true);
  if (event) await publishAfterCommit(c.get('deps'), event);
  return c.json(view, 200);
};

export const adminUnassignTeacher: AppRouteHandler<typeof routes.adminUnassignTeacher> = async (c) => {
  const { id, batch_id } = c.req.valid('param');
  const { view, event } = await teachers.setTeaches(webAdminOperation(c), id, batch_id, false);
  if (event) await publishAfterCommit(c.get('deps'), event);
  return c.json(view, 200);
};

export const adminDeactivateTeacher: AppRouteHandler<typeof routes.adminDeactivateTeacher> = async (c) =>
  c.json(await setDeactivated(c, c.req.valid('param').id, teacherAccount, true), 200);

export const adminReactivateTeacher: AppRouteHandler<typeof routes.adminReactivateTeacher> = async (c) =>
  c.json(await setDeactivated(c, c.req.valid('param').id, teacherAccount, false), 200);
