import { createRoute } from '@hono/zod-openapi';
import { classCreate, classList, classWrite, liveClass } from '../../../shared/schemas/classes';
import { okBody } from '../../../shared/schemas/common';
import { teacherOnly } from '../guards';
import { bearerAuth, errorResponses, idParams, jsonContent, jsonRequest } from '../openapi-parts';

export const listClasses = createRoute({
  method: 'get',
  path: '/api/classes/',
  operationId: 'listClasses',
  tags: ['Classes'],
  summary: "Every class of the teacher's batches, earliest first",
  security: bearerAuth,
  middleware: teacherOnly,
  responses: {
    200: jsonContent(classList, 'The classes'),
    ...errorResponses(401, 403),
  },
});

export const createClass = createRoute({
  method: 'post',
  path: '/api/classes/',
  operationId: 'createClass',
  tags: ['Classes'],
  summary: "Schedule a class for one of the teacher's batches (start_time is stored in UTC)",
  request: { body: jsonRequest(classCreate) },
  security: bearerAuth,
  middleware: teacherOnly,
  responses: {
    201: jsonContent(liveClass, 'The created class'),
    ...errorResponses(400, 401, 403, 413, 415),
  },
});

export const updateClass = createRoute({
  method: 'put',
  path: '/api/classes/{id}/',
  operationId: 'updateClass',
  tags: ['Classes'],
  summary: "Replace a class of the teacher's batches",
  request: { params: idParams, body: jsonRequest(classWrite) },
  security: bearerAuth,
  middleware: teacherOnly,
  responses: {
    200: jsonContent(liveClass, 'The updated class'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

export const deleteClass = createRoute({
  method: 'delete',
  path: '/api/classes/{id}/',
  operationId: 'deleteClass',
  tags: ['Classes'],
  summary: "Delete a class of the teacher's batches",
  request: { params: idParams },
  security: bearerAuth,
  middleware: teacherOnly,
  responses: {
    200: jsonContent(okBody, 'Deleted'),
    ...errorResponses(400, 401, 403, 404),
  },
});
