import type { ApiTag } from '../api-tags';
import { activeStudentsAndTeachers, callsFor, teachers } from '../call-factory';

const tags: ApiTag[] = ['Homework'];
const readerCalls = callsFor(activeStudentsAndTeachers, tags);
const teacherCalls = callsFor(teachers, tags);

// In the order of the paths in the document: the homework, one homework, its submissions.
export const homeworkRoutes = {
  ...readerCalls({
    listHomework: {
      summary:
        "Latest first. A student: their batch's homework with their own submission in `submissions`. " +
        "A teacher: their batches' homework, `batch_names` with id and name.",
      answer: 'The homework',
    },
  }),
  ...teacherCalls({
    createHomework: {
      summary:
        "Assign homework to some of the teacher's batches (status open, allow_resubmit false, allow_late true by default)",
      answer: 'The created homework',
    },
    updateHomework: {
      summary:
        "Replace homework of the teacher's batches; homework shared with a batch they do not teach is refused (403)",
      answer: 'The updated homework',
    },
    deleteHomework: {
      summary:
        "Delete homework of the teacher's batches, with its submissions; homework shared with a batch they do " +
        'not teach is refused (403)',
      answer: 'Deleted',
    },
  }),
  ...readerCalls({
    listSubmissions: {
      summary:
        "A teacher: the submissions of the students of their own batches, newest first, with the student's " +
        'name and batch. A student: only their own.',
      answer: 'The submissions',
    },
  }),
};
