import { activeStudents, callsFor } from '../call-factory';
import { errorResponses } from '../openapi-parts';

export const studentRoutes = callsFor(activeStudents, ['Student'])({
  studentBatches: {
    summary: "The student's batch (a list of one, or empty when none is assigned)",
    answer: 'The batches',
  },
  nextClass: {
    summary:
      "The nearest class of the student's batch that has not ended (a class lasts 90 minutes) and is not " +
      'inactive',
    answer: 'The next class',
    responses: errorResponses(404),
  },
  studentAnnouncements: {
    summary: "Announcements to all, to the student's batch or to the student, latest first (at most 50)",
    answer: 'The announcements',
  },
});
