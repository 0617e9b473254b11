import { createRoute } from '@hono/zod-openapi';
import { announcement } from '../../../shared/schemas/announcements';
import {
  missingSubmissions as missingSubmissionsSchema,
  reminderWrite,
} from '../../../shared/schemas/reminders';
import { teacherOnly } from '../guards';
import { bearerAuth, errorResponses, idParams, jsonContent, jsonRequest } from '../openapi-parts';

const tags = ['Submissions'];

export const missingSubmissions = createRoute({
  method: 'get',
  path: '/api/homework/{id}/missing/',
  operationId: 'missingSubmissions',
  tags,
  summary:
    "The students of the homework's batches the teacher teaches who have handed nothing in, " +
    'and whether the due date has passed',
  security: bearerAuth,
  middleware: teacherOnly,
  request: { params: idParams },
  responses: {
    200: jsonContent(missingSubmissionsSchema, 'Who has not submitted'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const sendReminder = createRoute({
  method: 'post',
  path: '/api/homework/{id}/reminders/',
  operationId: 'sendReminder',
  tags,
  summary:
    'Remind a student who has not submitted: an announcement to that student with the title and due date',
  security: bearerAuth,
  middleware: teacherOnly,
  request: { params: idParams, body: jsonRequest(reminderWrite) },
  responses: {
    201: jsonContent(announcement, 'The announcement sent'),
    ...errorResponses(
      { 409: 'The student has already submitted this homework.' },
      400,
      401,
      403,
      404,
      413,
      415,
    ),
  },
});
