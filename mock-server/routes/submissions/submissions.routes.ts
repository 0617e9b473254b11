import { studentSubmission, teacherSubmission } from '../../../shared/schemas/submissions';
import type { ApiTag } from '../api-tags';
import { activeStudents, callsFor, teachers } from '../call-factory';
import { errorResponses, jsonContent } from '../openapi-parts';

// Each call documents the one view its audience gets, not the contract's union of both views.
const tags: ApiTag[] = ['Submissions'];

export const submissionsRoutes = {
  ...callsFor(
    activeStudents,
    tags,
  )({
    createSubmission: {
      summary:
        "Submit a drive link for open homework of the student's batch, once (is_late is set from due_date; 409 after due_date where allow_late is false)",
      responses: { 201: jsonContent(studentSubmission, 'The submission'), ...errorResponses(404, 409) },
    },
    updateSubmission: {
      summary:
        'Resubmit: only the own submission, while the homework is open, allows resubmission and takes the work (allow_late)',
      responses: { 200: jsonContent(studentSubmission, 'The updated submission'), ...errorResponses(409) },
    },
  }),
  ...callsFor(
    teachers,
    tags,
  )({
    giveFeedback: {
      summary:
        "Write or edit feedback (and optionally a grade) as a teacher of the student's batch; " +
        'a missing grade keeps the current one',
      responses: { 200: jsonContent(teacherSubmission, 'The submission with its feedback') },
    },
  }),
};
