import { createRoute } from '@hono/zod-openapi';
import { adminTeacher, adminTeacherList, teacherCreate } from '../../../../shared/schemas/admin';
import { adminOnly } from '../../guards';
import { bearerAuth, errorResponses, idParams, jsonContent, jsonRequest } from '../../openapi-parts';

const tags = ['Admin'];
const teacherBatchParams = idParams.extend({ batch_id: idParams.shape.id });

export const listTeachers = createRoute({
  method: 'get',
  path: '/api/admin/teachers/',
  operationId: 'adminListTeachers',
  tags,
  summary: 'Every teacher with the batches they teach, by name',
  security: bearerAuth,
  middleware: adminOnly,
  responses: { 200: jsonContent(adminTeacherList, 'The teachers'), ...errorResponses(401, 403) },
});

export const createTeacher = createRoute({
  method: 'post',
  path: '/api/admin/teachers/',
  operationId: 'adminCreateTeacher',
  tags,
  summary: 'Create a teacher, who is mailed a single-use link to choose a password',
  security: bearerAuth,
  middleware: adminOnly,
  request: { body: jsonRequest(teacherCreate) },
  responses: {
    201: jsonContent(adminTeacher, 'The new teacher'),
    ...errorResponses(
      { 404: 'No such batch', 409: 'The e-mail is taken, or a batch is archived' },
      400,
      401,
      403,
      413,
      415,
    ),
  },
});

const assignment = (method: 'put' | 'delete', operationId: string, summary: string) =>
  createRoute({
    method,
    path: '/api/admin/teachers/{id}/batches/{batch_id}/',
    operationId,
    tags,
    summary,
    security: bearerAuth,
    middleware: adminOnly,
    request: { params: teacherBatchParams },
    responses: {
      200: jsonContent(adminTeacher, 'The teacher as they now are'),
      ...errorResponses({ 409: 'The batch is archived' }, 400, 401, 403, 404),
    },
  });

export const assignTeacher = assignment('put', 'adminAssignTeacher', 'Let a teacher teach a batch');
export const unassignTeacher = assignment(
  'delete',
  'adminUnassignTeacher',
  'Stop a teacher teaching a batch',
);

const activation = (operationId: string, action: string, summary: string) =>
  createRoute({
    method: 'post',
    path: `/api/admin/teachers/{id}/${action}/`,
    operationId,
    tags,
    summary,
    security: bearerAuth,
    middleware: adminOnly,
    request: { params: idParams },
    responses: {
      200: jsonContent(adminTeacher, 'The teacher as they now are'),
      ...errorResponses(400, 401, 403, 404),
    },
  });

export const deactivateTeacher = activation(
  'adminDeactivateTeacher',
  'deactivate',
  'Stop a teacher signing in: their sessions end and their open sockets close at once',
);
export const reactivateTeacher = activation(
  'adminReactivateTeacher',
  'reactivate',
  'Let a teacher sign in again',
);
