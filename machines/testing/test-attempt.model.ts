import type { SnapshotFrom } from 'xstate';
import type { Attempt } from '../../shared/schemas/assessments';
import {
  AttemptCallError,
  attemptRetryMs,
  type PendingAnswer,
  type TestAttemptInput,
  testAttemptMachine,
} from '../test-attempt.machine';
import { afterEventType, type ModelEvent, modelFor } from './test-model';

/** The model of the test-attempt machine: the events a student, the network and the clock can cause. */

export const started = 'xstate.done.actor.startAttempt';
export const startFailed = 'xstate.error.actor.startAttempt';
export const saved = 'xstate.done.actor.saveAnswer';
export const saveFailed = 'xstate.error.actor.saveAnswer';
export const submittedEvent = 'xstate.done.actor.submitAttempt';
export const submitFailed = 'xstate.error.actor.submitAttempt';
export const retryElapsed = afterEventType('testAttempt.offline', String(attemptRetryMs));

export const sampleAttempt: Attempt = {
  id: 70,
  test_id: 9,
  title: 'JEE mock',
  sections: [
    {
      title: 'Physics',
      correct_marks: 4,
      wrong_marks: -1,
      unanswered_marks: 0,
      partial_marks: false,
      questions: [
        { id: 11, kind: 'numeric', text: '$g$?', image: null, options: [] },
        {
          id: 12,
          kind: 'multiple',
          text: 'Roots?',
          image: null,
          options: [
            { id: 0, text: '2' },
            { id: 1, text: '3' },
          ],
        },
      ],
    },
  ],
  started_at: '2026-11-27T09:00:00.000Z',
  deadline: '2026-11-27T10:00:00.000Z',
  server_now: '2026-11-27T09:00:00.000Z',
  status: 'in_progress',
  submitted_at: null,
  answers: [],
};
export const submittedAttempt: Attempt = {
  ...sampleAttempt,
  status: 'submitted',
  submitted_at: '2026-11-27T09:30:00.000Z',
};

export const answers = {
  numeric: { question_id: 11, answer: { value: '9.8' }, marked_for_review: false },
  multiple: { question_id: 12, answer: { choices: [0, 1] }, marked_for_review: true },
} satisfies Record<string, PendingAnswer>;

export const failures = {
  offline: new AttemptCallError('offline', 'Network error'),
  timeUp: new AttemptCallError('timeUp', 'Time is up for this test: answers are no longer accepted.'),
  refused: new AttemptCallError('refused', 'Question 12 takes one option only.'),
};

/** Where a screen can find the attempt when it opens: not started, in progress (an answer left on the device), submitted. */
export const attemptStarts = {
  notStarted: { testId: 9, attempt: null },
  resumed: { testId: 9, attempt: sampleAttempt, pending: [answers.numeric] },
  alreadySubmitted: { testId: 9, attempt: submittedAttempt },
} satisfies Record<string, TestAttemptInput>;

const events: ModelEvent[] = [
  { type: 'START' },
  { type: 'ANSWER', answer: answers.numeric },
  { type: 'ANSWER', answer: answers.multiple },
  { type: 'SUBMIT' },
  { type: 'ONLINE' },
  { type: 'TIME_UP' },
  { type: started, output: sampleAttempt },
  { type: startFailed, error: failures.offline },
  { type: saved, output: answers.numeric },
  { type: saveFailed, error: failures.offline },
  { type: saveFailed, error: failures.timeUp },
  { type: saveFailed, error: failures.refused },
  { type: submittedEvent, output: submittedAttempt },
  { type: submitFailed, error: failures.offline },
  { type: submitFailed, error: failures.refused },
  { type: retryElapsed },
];

/** What a student can tell apart: the state, the answers waiting, whether a submit waits, and an error shown. */
function serializeState(snapshot: SnapshotFrom<typeof testAttemptMachine>) {
  return JSON.stringify({
    value: snapshot.value,
    pending: snapshot.context.pending.map((entry) => entry.question_id),
    submitRequested: snapshot.context.submitRequested,
    error: snapshot.context.error !== null,
  });
}

export function testAttemptPaths(input: TestAttemptInput) {
  return modelFor(testAttemptMachine, { input, events, serializeState }).getShortestPaths({
    allowDuplicatePaths: true,
  });
}
