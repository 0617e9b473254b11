import type { EndpointName } from '../../../../shared/api';
import { adminTeacher, adminTeacherList } from '../../../../shared/schemas/admin';
import { admins, callsFor } from '../../call-factory';
import { errorResponses, idParams, jsonContent } from '../../openapi-parts';

const adminCall = callsFor(admins, ['Admin']);
const teacherAnswer = jsonContent(adminTeacher, 'The teacher as they now are');

/** A change of the teacher the path names, answered with the teacher as they now are. */
const teacherChange = <N extends EndpointName>(operationId: N, summary: string) =>
  adminCall(operationId, { summary, responses: { 200: teacherAnswer } });

export const listTeachers = adminCall('adminListTeachers', {
  summary: 'Every teacher with the batches they teach, by name',
  responses: { 200: jsonContent(adminTeacherList, 'The teachers') },
});

export const createTeacher = adminCall('adminCreateTeacher', {
  summary: 'Create a teacher, who is mailed a single-use link to choose a password',
  responses: {
    201: jsonContent(adminTeacher, 'The new teacher'),
    ...errorResponses({ 404: 'No such batch', 409: 'The e-mail is taken, or a batch is archived' }),
  },
});

const teacherBatchParams = idParams.extend({ batch_id: idParams.shape.id });
const assignmentAnswers = { 200: teacherAnswer, ...errorResponses({ 409: 'The batch is archived' }) };

export const assignTeacher = adminCall('adminAssignTeacher', {
  summary: 'Let a teacher teach a batch',
  request: { params: teacherBatchParams },
  responses: assignmentAnswers,
});

export const unassignTeacher = adminCall('adminUnassignTeacher', {
  summary: 'Stop a teacher teaching a batch',
  request: { params: teacherBatchParams },
  responses: assignmentAnswers,
});

export const deactivateTeacher = teacherChange(
  'adminDeactivateTeacher',
  'Stop a teacher signing in: their sessions end and their open sockets close at once',
);

export const reactivateTeacher = teacherChange('adminReactivateTeacher', 'Let a teacher sign in again');
