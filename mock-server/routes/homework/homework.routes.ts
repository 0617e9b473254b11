import { createRoute } from '@hono/zod-openapi';
import { okBody } from '../../../shared/schemas/common';
import { homeworkCreate, homeworkItem, homeworkList, homeworkWrite } from '../../../shared/schemas/homework';
import { submissionList } from '../../../shared/schemas/submissions';
import { activeStudentOrTeacher, teacherOnly } from '../guards';
import { bearerAuth, errorResponses, idParams, jsonContent, jsonRequest } from '../openapi-parts';

// In the order of the paths in the document: the homework, one homework, its submissions.

export const listHomework = createRoute({
  method: 'get',
  path: '/api/homework/',
  operationId: 'listHomework',
  tags: ['Homework'],
  summary:
    "Latest first. A student: their batch's homework with their own submission in `submissions`. " +
    "A teacher: their batches' homework, `batch_names` with id and name.",
  security: bearerAuth,
  middleware: activeStudentOrTeacher,
  responses: {
    200: jsonContent(homeworkList, 'The homework'),
    ...errorResponses(401, 403),
  },
});

export const createHomework = createRoute({
  method: 'post',
  path: '/api/homework/',
  operationId: 'createHomework',
  tags: ['Homework'],
  summary:
    "Assign homework to some of the teacher's batches (status open, allow_resubmit false, allow_late true by default)",
  request: { body: jsonRequest(homeworkCreate) },
  security: bearerAuth,
  middleware: teacherOnly,
  responses: {
    201: jsonContent(homeworkItem, 'The created homework'),
    ...errorResponses(400, 401, 403, 413, 415),
  },
});

export const updateHomework = createRoute({
  method: 'put',
  path: '/api/homework/{id}/',
  operationId: 'updateHomework',
  tags: ['Homework'],
  summary:
    "Replace homework of the teacher's batches; homework shared with a batch they do not teach is refused (403)",
  request: { params: idParams, body: jsonRequest(homeworkWrite) },
  security: bearerAuth,
  middleware: teacherOnly,
  responses: {
    200: jsonContent(homeworkItem, 'The updated homework'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

export const deleteHomework = createRoute({
  method: 'delete',
  path: '/api/homework/{id}/',
  operationId: 'deleteHomework',
  tags: ['Homework'],
  summary:
    "Delete homework of the teacher's batches, with its submissions; homework shared with a batch they do " +
    'not teach is refused (403)',
  request: { params: idParams },
  security: bearerAuth,
  middleware: teacherOnly,
  responses: {
    200: jsonContent(okBody, 'Deleted'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const listSubmissions = createRoute({
  method: 'get',
  path: '/api/homework/{id}/submissions/',
  operationId: 'listSubmissions',
  tags: ['Homework'],
  summary:
    "A teacher: the submissions of the students of their own batches, newest first, with the student's " +
    'name and batch. A student: only their own.',
  request: { params: idParams },
  security: bearerAuth,
  middleware: activeStudentOrTeacher,
  responses: {
    200: jsonContent(submissionList, 'The submissions'),
    ...errorResponses(400, 401, 403, 404),
  },
});
