import { createRoute } from '@hono/zod-openapi';
import {
  feedbackWrite,
  studentSubmission,
  submissionWrite,
  teacherSubmission,
} from '../../../shared/schemas/submissions';
import { activeStudent, teacherOnly } from '../guards';
import { bearerAuth, errorResponses, idParams, jsonContent, jsonRequest } from '../openapi-parts';

// Each call documents the one view its audience gets, not the contract's union of both views.

export const createSubmission = createRoute({
  method: 'post',
  path: '/api/submissions/',
  operationId: 'createSubmission',
  tags: ['Submissions'],
  summary:
    "Submit a drive link for open homework of the student's batch, once (is_late is set from due_date; 409 after due_date where allow_late is false)",
  request: { body: jsonRequest(submissionWrite) },
  security: bearerAuth,
  middleware: activeStudent,
  responses: {
    201: jsonContent(studentSubmission, 'The submission'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

export const updateSubmission = createRoute({
  method: 'put',
  path: '/api/submissions/{id}/',
  operationId: 'updateSubmission',
  tags: ['Submissions'],
  summary:
    'Resubmit: only the own submission, while the homework is open, allows resubmission and takes the work (allow_late)',
  request: { params: idParams, body: jsonRequest(submissionWrite) },
  security: bearerAuth,
  middleware: activeStudent,
  responses: {
    200: jsonContent(studentSubmission, 'The updated submission'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

export const giveFeedback = createRoute({
  method: 'post',
  path: '/api/submissions/{id}/feedback/',
  operationId: 'giveFeedback',
  tags: ['Submissions'],
  summary:
    "Write or edit feedback (and optionally a grade) as a teacher of the student's batch; " +
    'a missing grade keeps the current one',
  request: { params: idParams, body: jsonRequest(feedbackWrite) },
  security: bearerAuth,
  middleware: teacherOnly,
  responses: {
    200: jsonContent(teacherSubmission, 'The submission with its feedback'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});
