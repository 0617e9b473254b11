import { announcement } from '../../../shared/schemas/announcements';
import {
  missingSubmissions as missingSubmissionsSchema,
  reminderWrite,
} from '../../../shared/schemas/reminders';
import { callsFor, teachers } from '../call-factory';
import { errorResponses, idParams, jsonContent, jsonRequest } from '../openapi-parts';

const remindersCall = callsFor(teachers, ['Submissions']);

export const missingSubmissions = remindersCall('get', '/api/homework/{id}/missing/', {
  operationId: 'missingSubmissions',
  summary:
    "The students of the homework's batches the teacher teaches who have handed nothing in, " +
    'and whether the due date has passed',
  request: { params: idParams },
  responses: { 200: jsonContent(missingSubmissionsSchema, 'Who has not submitted') },
});

export const sendReminder = remindersCall('post', '/api/homework/{id}/reminders/', {
  operationId: 'sendReminder',
  summary:
    'Remind a student who has not submitted: an announcement to that student with the title and due date',
  request: { params: idParams, body: jsonRequest(reminderWrite) },
  responses: {
    201: jsonContent(announcement, 'The announcement sent'),
    ...errorResponses({ 409: 'The student has already submitted this homework.' }),
  },
});
