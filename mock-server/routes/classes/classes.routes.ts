import { createRoute } from '@hono/zod-openapi';
import { classCreate, classList, classWrite, liveClass } from '../../../shared/schemas/classes';
import { okBody } from '../../../shared/schemas/common';
import { teacherOnly } from '../guards';
import { bearerAuth, errorResponses, idParams, jsonContent, jsonRequest } from '../openapi-parts';

const tags = ['Classes'];

export const listClassesRoute = createRoute({
  method: 'get',
  path: '/api/classes/',
  operationId: 'listClasses',
  tags,
  summary: "Every class of the teacher's batches, earliest first",
  security: bearerAuth,
  middleware: teacherOnly,
  responses: { 200: jsonContent(classList, 'The classes'), ...errorResponses(401, 403) },
});

export const createClassRoute = createRoute({
  method: 'post',
  path: '/api/classes/',
  operationId: 'createClass',
  tags,
  summary: "Schedule a class for one of the teacher's batches (start_time is stored in UTC)",
  security: bearerAuth,
  middleware: teacherOnly,
  request: { body: jsonRequest(classCreate) },
  responses: { 201: jsonContent(liveClass, 'The created class'), ...errorResponses(400, 401, 403, 413, 415) },
});

export const updateClassRoute = createRoute({
  method: 'put',
  path: '/api/classes/{id}/',
  operationId: 'updateClass',
  tags,
  summary: "Replace a class of the teacher's batches",
  security: bearerAuth,
  middleware: teacherOnly,
  request: { params: idParams, body: jsonRequest(classWrite) },
  responses: {
    200: jsonContent(liveClass, 'The updated class'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

export const deleteClassRoute = createRoute({
  method: 'delete',
  path: '/api/classes/{id}/',
  operationId: 'deleteClass',
  tags,
  summary: "Delete a class of the teacher's batches",
  security: bearerAuth,
  middleware: teacherOnly,
  request: { params: idParams },
  responses: { 200: jsonContent(okBody, 'Deleted'), ...errorResponses(400, 401, 403, 404) },
});
