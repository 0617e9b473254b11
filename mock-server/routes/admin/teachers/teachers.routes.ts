import { adminTeacher, adminTeacherList, teacherCreate } from '../../../../shared/schemas/admin';
import { admins, callsFor } from '../../call-factory';
import { errorResponses, idParams, jsonContent, jsonRequest } from '../../openapi-parts';

const adminCall = callsFor(admins, ['Admin']);
const teacherBatchParams = idParams.extend({ batch_id: idParams.shape.id });
const teacherAnswer = jsonContent(adminTeacher, 'The teacher as they now are');

export const listTeachers = adminCall('get', '/api/admin/teachers/', {
  operationId: 'adminListTeachers',
  summary: 'Every teacher with the batches they teach, by name',
  responses: { 200: jsonContent(adminTeacherList, 'The teachers') },
});

export const createTeacher = adminCall('post', '/api/admin/teachers/', {
  operationId: 'adminCreateTeacher',
  summary: 'Create a teacher, who is mailed a single-use link to choose a password',
  request: { body: jsonRequest(teacherCreate) },
  responses: {
    201: jsonContent(adminTeacher, 'The new teacher'),
    ...errorResponses({ 404: 'No such batch', 409: 'The e-mail is taken, or a batch is archived' }),
  },
});

const assignment = (method: 'put' | 'delete', operationId: string, summary: string) =>
  adminCall(method, '/api/admin/teachers/{id}/batches/{batch_id}/', {
    operationId,
    summary,
    request: { params: teacherBatchParams },
    responses: { 200: teacherAnswer, ...errorResponses({ 409: 'The batch is archived' }) },
  });

export const assignTeacher = assignment('put', 'adminAssignTeacher', 'Let a teacher teach a batch');
export const unassignTeacher = assignment(
  'delete',
  'adminUnassignTeacher',
  'Stop a teacher teaching a batch',
);

const activation = (operationId: string, action: string, summary: string) =>
  adminCall('post', `/api/admin/teachers/{id}/${action}/`, {
    operationId,
    summary,
    request: { params: idParams },
    responses: { 200: teacherAnswer },
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
