import { createRoute } from '@hono/zod-openapi';
import { announcement, announcementWrite } from '../../../shared/schemas/announcements';
import { batchList, studentList } from '../../../shared/schemas/batches';
import { classesByDateQuery, classList } from '../../../shared/schemas/classes';
import { teacherOnly } from '../guards';
import { bearerAuth, errorResponses, jsonContent, jsonRequest } from '../openapi-parts';

export const teacherBatches = createRoute({
  method: 'get',
  path: '/api/teacher/batches/',
  operationId: 'teacherBatches',
  tags: ['Teacher'],
  summary: 'The batches the teacher teaches, by name',
  security: bearerAuth,
  middleware: teacherOnly,
  responses: {
    200: jsonContent(batchList, 'The batches'),
    ...errorResponses(401, 403),
  },
});

export const teacherStudents = createRoute({
  method: 'get',
  path: '/api/teacher/students/',
  operationId: 'teacherStudents',
  tags: ['Teacher'],
  summary: "The students of the teacher's batches, by name",
  security: bearerAuth,
  middleware: teacherOnly,
  responses: {
    200: jsonContent(studentList, 'The students'),
    ...errorResponses(401, 403),
  },
});

export const teacherClassesByDate = createRoute({
  method: 'get',
  path: '/api/teacher/classes/',
  operationId: 'teacherClassesByDate',
  tags: ['Teacher'],
  summary:
    "Classes of the teacher's batches whose start_time falls on `date` in the time zone `tz` (an IANA " +
    'name; UTC when absent), earliest first',
  request: { query: classesByDateQuery },
  security: bearerAuth,
  middleware: teacherOnly,
  responses: {
    200: jsonContent(classList, 'The classes'),
    ...errorResponses(400, 401, 403),
  },
});

export const sendAnnouncement = createRoute({
  method: 'post',
  path: '/api/teacher/announcements/',
  operationId: 'sendAnnouncement',
  tags: ['Teacher'],
  summary:
    "Announce to all the students of the teacher's batches, to one of those batches, or to one of " +
    'their students',
  request: { body: jsonRequest(announcementWrite) },
  security: bearerAuth,
  middleware: teacherOnly,
  responses: {
    201: jsonContent(announcement, 'The announcement'),
    ...errorResponses(400, 401, 403, 413, 415),
  },
});
