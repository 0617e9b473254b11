import { admins, callsFor } from '../../call-factory';
import { errorResponses, idParams } from '../../openapi-parts';

const teacherAnswer = 'The teacher as they now are';

/** Assigning and unassigning: the path names the teacher and the batch. */
const batchAssignment = {
  request: { params: idParams.extend({ batch_id: idParams.shape.id }) },
  answer: teacherAnswer,
  responses: errorResponses({ 409: 'The batch is archived' }),
};

export const adminTeachersRoutes = callsFor(admins, ['Admin'])({
  adminListTeachers: {
    summary: 'Every teacher with the batches they teach, by name',
    answer: 'The teachers',
  },
  adminCreateTeacher: {
    summary: 'Create a teacher, who is mailed a single-use link to choose a password',
    answer: 'The new teacher',
    responses: errorResponses({ 404: 'No such batch', 409: 'The e-mail is taken, or a batch is archived' }),
  },
  adminAssignTeacher: { summary: 'Let a teacher teach a batch', ...batchAssignment },
  adminUnassignTeacher: { summary: 'Stop a teacher teaching a batch', ...batchAssignment },
  adminDeactivateTeacher: {
    summary: 'Stop a teacher signing in: their sessions end and their open sockets close at once',
    answer: teacherAnswer,
  },
  adminReactivateTeacher: { summary: 'Let a teacher sign in again', answer: teacherAnswer },
});
