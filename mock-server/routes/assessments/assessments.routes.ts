import type { ApiTag } from '../api-tags';
import { activeStudents, callsFor, teachers } from '../call-factory';

const tags: ApiTag[] = ['Tests'];
const teacherCalls = callsFor(teachers, tags);
const studentCalls = callsFor(activeStudents, tags);

export const assessmentsRoutes = {
  ...teacherCalls({
    listQuestions: {
      summary:
        "The academy's question bank with keys, newest change first; filter by subject, topic, difficulty",
      answer: 'The questions',
    },
    createQuestion: { summary: 'Add a question to the bank', answer: 'The created question' },
    updateQuestion: {
      summary: "Change a question of the teacher's own; another teacher's is refused (403)",
      answer: 'The updated question',
    },
    listTests: {
      summary: "Tests of the teacher's batches, with started and submitted counts",
      answer: 'The tests',
    },
    createTest: {
      summary: "A test for some of the teacher's batches, from the bank",
      answer: 'The created test',
    },
    getTest: { summary: "One test of the teacher's batches", answer: 'The test' },
    updateTest: {
      summary: 'Replace a test wholly of the teacher’s batches, until a student starts it (409 after)',
      answer: 'The updated test',
    },
    dropQuestion: {
      summary:
        'Drop a question of a test wholly of the teacher’s batches: full marks for everyone on it, every ' +
        'graded attempt regraded',
      answer: 'The test',
    },
    testAttempts: {
      summary:
        "The attempts of the teacher's students, best score first; attempts past their deadline are graded",
      answer: 'The attempts',
    },
  }),
  ...studentCalls({
    studentTests: {
      summary: "Published tests of the student's batch and where the student stands",
      answer: 'The tests',
    },
    startAttempt: {
      summary:
        'Start the test, or answer the attempt in progress. Refused (409) before the window, after it ' +
        'closes, after submitting and after time is up; 403 for a test of another batch',
      answer: 'The attempt: questions without keys, in this attempt’s order, and the saved answers',
    },
    getAttempt: {
      summary: "The student's own attempt; one past its deadline is graded",
      answer: 'The attempt',
    },
    saveAnswer: {
      summary:
        'Save one answer (upsert by attempt and question). 409 after submitting or the deadline; 400 naming ' +
        'a question not in the attempt, an answer of the wrong type or too many options',
      answer: 'The saved answer',
    },
    submitAttempt: { summary: 'Submit and grade what was saved', answer: 'The submitted attempt' },
    attemptResult: {
      summary: 'Scores per section and in total, rank, percentile and the review, once released',
      answer: 'The result',
    },
  }),
};
