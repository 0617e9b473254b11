import { createRoute } from '@hono/zod-openapi';
import { adminTeacher, adminTeacherList, teacherCreate } from '../../../../shared/schemas/admin';
import { adminOnly } from '../../guards';
import { bearerAuth, errorResponses, idParams, jsonContent, jsonRequest } from '../../openapi-parts';

/** The path of an assignment names the teacher (`id`) and the batch. */
const teacherAndBatch = idParams.extend({ batch_id: idParams.shape.id });

export const adminListTeachers = createRoute({
  method: 'get',
  path: '/api/admin/teachers/',
  operationId: 'adminListTeachers',
  tags: ['Admin'],
  summary: 'Every teacher with the batches they teach, by name',
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    200: jsonContent(adminTeacherList, 'The teachers'),
    ...errorResponses(401, 403),
  },
});

export const adminCreateTeacher = createRoute({
  method: 'post',
  path: '/api/admin/teachers/',
  operationId: 'adminCreateTeacher',
  tags: ['Admin'],
  summary: 'Create a teacher, who is mailed a single-use link to choose a password',
  request: { body: jsonRequest(teacherCreate) },
  security: bearerAuth,
  middleware: adminOnly,
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

export const adminAssignTeacher = createRoute({
  method: 'put',
  path: '/api/admin/teachers/{id}/batches/{batch_id}/',
  operationId: 'adminAssignTeacher',
  tags: ['Admin'],
  summary: 'Let a teacher teach a batch',
  request: { params: teacherAndBatch },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    200: jsonContent(adminTeacher, 'The teacher as they now are'),
    ...errorResponses({ 409: 'The batch is archived' }, 400, 401, 403, 404),
  },
});

export const adminUnassignTeacher = createRoute({
  method: 'delete',
  path: '/api/admin/teachers/{id}/batches/{batch_id}/',
  operationId: 'adminUnassignTeacher',
  tags: ['Admin'],
  summary: 'Stop a teacher teaching a batch',
  request: { params: teacherAndBatch },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    200: jsonContent(adminTeacher, 'The teacher as they now are'),
    ...errorResponses({ 409: 'The batch is archived' }, 400, 401, 403, 404),
  },
});

export const adminDeactivateTeacher = createRoute({
  method: 'post',
  path: '/api/admin/teachers/{id}/deactivate/',
  operationId: 'adminDeactivateTeacher',
  tags: ['Admin'],
  summary: 'Stop a teacher signing in: their sessions end and their open sockets close at once',
  request: { params: idParams },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    200: jsonContent(adminTeacher, 'The teacher as they now are'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const adminReactivateTeacher = createRoute({
  method: 'post',
  path: '/api/admin/teachers/{id}/reactivate/',
  operationId: 'adminReactivateTeacher',
  tags: ['Admin'],
  summary: 'Let a teacher sign in again',
  request: { params: idParams },
  security: bearerAuth,
  middleware: adminOnly,
  responses: {
    200: jsonContent(adminTeacher, 'The teacher as they now are'),
    ...errorResponses(400, 401, 403, 404),
  },
});
