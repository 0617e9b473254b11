import { callsFor, teachers } from '../call-factory';
import { errorResponses } from '../openapi-parts';

export const remindersRoutes = callsFor(teachers, ['Submissions'])({
  missingSubmissions: {
    summary:
      "The students of the homework's batches the teacher teaches who have handed nothing in, " +
      'and whether the due date has passed',
    answer: 'Who has not submitted',
  },
  sendReminder: {
    summary:
      'Remind a student who has not submitted: an announcement to that student with the title and due date',
    answer: 'The announcement sent',
    responses: errorResponses({
      409: 'The student has already submitted this homework, or was reminded of it within the last hour.',
    }),
  },
});
