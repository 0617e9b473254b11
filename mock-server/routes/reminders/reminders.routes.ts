import { createRoute } from '@hono/zod-openapi';
import { announcement } from '../../../shared/schemas/announcements';
import {
  missingSubmissions as missingSubmissionsAnswer,
  reminderWrite,
} from '../../../shared/schemas/reminders';
import { teacherOnly } from '../guards';
import { bearerAuth, errorResponses, idParams, jsonContent, jsonRequest } from '../openapi-parts';

export const missingSubmissions = createRoute({
  method: 'get',
  path: '/api/homework/{id}/missing/',
  operationId: 'missingSubmissions',
  tags: ['Submissions'],
  summary:
    "The students of the homework's batches the teacher teaches who have handed nothing in, " +
    'and whether the due date has passed',
  request: { params: idParams },
  security: bearerAuth,
  middleware: teacherOnly,
  responses: {
    200: jsonContent(missingSubmissionsAnswer, 'Who has not submitted'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const sendReminder = createRoute({
  method: 'post',
  path: '/api/homework/{id}/reminders/',
  operationId: 'sendReminder',
  tags: ['Submissions'],
  summary:
    'Remind a student who has not submitted: an announcement to that student with the title and due date',
  request: { params: idParams, body: jsonRequest(reminderWrite) },
  security: bearerAuth,
  middleware: teacherOnly,
  responses: {
    201: jsonContent(announcement, 'The announcement sent'),
    ...errorResponses(
      { 409: 'The student has already submitted this homework, or was reminded of it within the last hour.' },
      400,
      401,
      403,
      404,
      413,
      415,
    ),
  },
});
