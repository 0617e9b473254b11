import * as teachers from '../../../domain/teachers';
import type { AppRouteHandler } from '../../create-router';
import { adminOperation } from '../admin-operation';
import { createManaged, setDeactivated } from '../managed-accounts';
import type * as routes from './teachers.routes';

const teacherAccount = { role: 'teacher', view: teachers.adminTeacher } as const;

export const listTeachers: AppRouteHandler<typeof routes.listTeachers> = async (c) =>
  c.json(await teachers.listTeachers(c.get('deps').database.db), 200);

export const createTeacher: AppRouteHandler<typeof routes.createTeacher> = async (c) => {
  const input = c.req.valid('json');
  return c.json(await createManaged(c, teacherAccount, input, { teacherBatchIds: input.batch_ids }), 201);
};

export const assignTeacher: AppRouteHandler<typeof routes.assignTeacher> = async (c) => {
  const { id, batch_id } = c.req.valid('param');
  return c.json(await teachers.setTeaches(adminOperation(c), id, batch_id, true), 200);
};

export const unassignTeacher: AppRouteHandler<typeof routes.unassignTeacher> = async (c) => {
  const { id, batch_id } = c.req.valid('param');
  return c.json(await teachers.setTeaches(adminOperation(c), id, batch_id, false), 200);
};

export const deactivateTeacher: AppRouteHandler<typeof routes.deactivateTeacher> = async (c) =>
  c.json(await setDeactivated(c, c.req.valid('param').id, teacherAccount, true), 200);

export const reactivateTeacher: AppRouteHandler<typeof routes.reactivateTeacher> = async (c) =>
  c.json(await setDeactivated(c, c.req.valid('param').id, teacherAccount, false), 200);
