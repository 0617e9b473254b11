import { createRoute } from '@hono/zod-openapi';
import {
  feedbackWrite,
  studentSubmission,
  submissionWrite,
  teacherSubmission,
} from '../../../shared/schemas/submissions';
import { activeStudent, teacherOnly } from '../guards';
import { bearerAuth, errorResponses, idParams, jsonContent, jsonRequest } from '../openapi-parts';

const tags = ['Submissions'];

export const createSubmission = createRoute({
  method: 'post',
  path: '/api/submissions/',
  operationId: 'createSubmission',
  tags,
  summary:
    "Submit a drive link for open homework of the student's batch, once (is_late is set from due_date)",
  security: bearerAuth,
  middleware: activeStudent,
  request: { body: jsonRequest(submissionWrite) },
  responses: {
    201: jsonContent(studentSubmission, 'The submission'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

export const updateSubmission = createRoute({
  method: 'put',
  path: '/api/submissions/{id}/',
  operationId: 'updateSubmission',
  tags,
  summary: 'Resubmit: only the own submission, while the homework is open and allows resubmission',
  security: bearerAuth,
  middleware: activeStudent,
  request: { params: idParams, body: jsonRequest(submissionWrite) },
  responses: {
    200: jsonContent(studentSubmission, 'The updated submission'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

export const giveFeedback = createRoute({
  method: 'post',
  path: '/api/submissions/{id}/feedback/',
  operationId: 'giveFeedback',
  tags,
  summary:
    "Write or edit feedback (and optionally a grade) as a teacher of the student's batch; " +
    'a missing grade keeps the current one',
  security: bearerAuth,
  middleware: teacherOnly,
  request: { params: idParams, body: jsonRequest(feedbackWrite) },
  responses: {
    200: jsonContent(teacherSubmission, 'The submission with its feedback'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});
