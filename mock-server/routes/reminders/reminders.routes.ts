import { announcement } from '../../../shared/schemas/announcements';
import { missingSubmissions as missingSubmissionsSchema } from '../../../shared/schemas/reminders';
import { callsFor, teachers } from '../call-factory';
import { errorResponses, jsonContent } from '../openapi-parts';

const remindersCall = callsFor(teachers, ['Submissions']);

export const missingSubmissions = remindersCall('missingSubmissions', {
  summary:
    "The students of the homework's batches the teacher teaches who have handed nothing in, " +
    'and whether the due date has passed',
  responses: { 200: jsonContent(missingSubmissionsSchema, 'Who has not submitted') },
});

export const sendReminder = remindersCall('sendReminder', {
  summary:
    'Remind a student who has not submitted: an announcement to that student with the title and due date',
  responses: {
    201: jsonContent(announcement, 'The announcement sent'),
    ...errorResponses({ 409: 'The student has already submitted this homework.' }),
  },
});
