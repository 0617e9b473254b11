import { createRoute } from '@hono/zod-openapi';
import { announcementList } from '../../../shared/schemas/announcements';
import { batchList } from '../../../shared/schemas/batches';
import { nextClass as nextClassAnswer } from '../../../shared/schemas/classes';
import { activeStudent } from '../guards';
import { bearerAuth, errorResponses, jsonContent } from '../openapi-parts';

export const studentBatches = createRoute({
  method: 'get',
  path: '/api/student/batches/',
  operationId: 'studentBatches',
  tags: ['Student'],
  summary: "The student's batch (a list of one, or empty when none is assigned)",
  security: bearerAuth,
  middleware: activeStudent,
  responses: {
    200: jsonContent(batchList, 'The batches'),
    ...errorResponses(401, 403),
  },
});

export const nextClass = createRoute({
  method: 'get',
  path: '/api/student/next-class/',
  operationId: 'nextClass',
  tags: ['Student'],
  summary:
    "The nearest class of the student's batch that has not ended (a class lasts 90 minutes) and is not " +
    'inactive',
  security: bearerAuth,
  middleware: activeStudent,
  responses: {
    200: jsonContent(nextClassAnswer, 'The next class'),
    ...errorResponses(401, 403, 404),
  },
});

export const studentAnnouncements = createRoute({
  method: 'get',
  path: '/api/student/announcements/',
  operationId: 'studentAnnouncements',
  tags: ['Student'],
  summary: "Announcements to all, to the student's batch or to the student, latest first (at most 50)",
  security: bearerAuth,
  middleware: activeStudent,
  responses: {
    200: jsonContent(announcementList, 'The announcements'),
    ...errorResponses(401, 403),
  },
});
