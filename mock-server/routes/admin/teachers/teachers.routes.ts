import type { EndpointName } from '../../../../shared/api';
import { admins, callsFor } from '../../call-factory';
import { errorResponses, idParams } from '../../openapi-parts';

const adminCall = callsFor(admins, ['Admin']);
const teacherAnswer = 'The teacher as they now are';

/** A change of the teacher the path names, answered with the teacher as they now are. */
const teacherChange = <N extends EndpointName>(operationId: N, summary: string) =>
  adminCall(operationId, { summary, answer: teacherAnswer });

export const listTeachers = adminCall('adminListTeachers', {
  summary: 'Every teacher with the batches they teach, by name',
  answer: 'The teachers',
});

export const createTeacher = adminCall('adminCreateTeacher', {
  summary: 'Create a teacher, who is mailed a single-use link to choose a password',
  answer: 'The new teacher',
  responses: errorResponses({ 404: 'No such batch', 409: 'The e-mail is taken, or a batch is archived' }),
});

/** Assigning and unassigning: the path names the teacher and the batch. */
const batchAssignment = {
  request: { params: idParams.extend({ batch_id: idParams.shape.id }) },
  answer: teacherAnswer,
  responses: errorResponses({ 409: 'The batch is archived' }),
};

export const assignTeacher = adminCall('adminAssignTeacher', {
  summary: 'Let a teacher teach a batch',
  ...batchAssignment,
});

export const unassignTeacher = adminCall('adminUnassignTeacher', {
  summary: 'Stop a teacher teaching a batch',
  ...batchAssignment,
});

export const deactivateTeacher = teacherChange(
  'adminDeactivateTeacher',
  'Stop a teacher signing in: their sessions end and their open sockets close at once',
);

export const reactivateTeacher = teacherChange('adminReactivateTeacher', 'Let a teacher sign in again');
