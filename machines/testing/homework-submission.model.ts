import type { SnapshotFrom } from 'xstate';
import type { Homework } from '../../shared/schemas/homework';
import type { StudentSubmission } from '../../shared/schemas/submissions';
import { aHomework } from '../../shared/testing/homework';
import { type HomeworkSubmissionEvent, homeworkSubmissionMachine } from '../homework-submission.machine';
import { type ModelEvent, modelFor } from './test-model';

/**
 * The model of the homework-submission machine, shared by the machine's own test and the homework
 * card's test, so both walk the same generated paths.
 */

/** The events XState raises when the invoked submit call settles. */
export const submitSucceeded = 'xstate.done.actor.submitLink';
export const submitFailed = 'xstate.error.actor.submitLink';

export const sampleLinks = {
  blank: '   ',
  notAUrl: 'my homework folder',
  drive: 'https://drive.google.com/file/d/first/view',
} as const;

export const serverSubmission: StudentSubmission = {
  id: 501,
  homework: 1,
  homework_title: 'Quadratic equations',
  drive_link: sampleLinks.drive,
  submitted_at: '2026-11-20T10:00:00.000Z',
  is_late: false,
  feedback: '',
  grade: null,
  student: 7,
};

export const serverFailure = 'Failed to submit homework: Homework is closed.';

const baseHomework: Homework = aHomework({
  title: 'Quadratic equations',
  description: 'Exercise 4.2, questions 1 to 10.',
  due_date: '2099-01-01T12:00:00.000Z',
  subject: 'Maths',
  created_at: '2026-11-18T09:00:00.000Z',
});

/** The starting points that make every guard of the machine both pass and fail somewhere. */
export const homeworkFixtures = {
  openOnce: baseHomework,
  openResubmittable: { ...baseHomework, allow_resubmit: true },
  closed: { ...baseHomework, status: 'closed' },
  submittedResubmittable: { ...baseHomework, allow_resubmit: true, submissions: [serverSubmission] },
  /** Resubmission allowed, but the homework closed since: nothing may be sent any more. */
  submittedClosedResubmittable: {
    ...baseHomework,
    status: 'closed',
    allow_resubmit: true,
    submissions: [serverSubmission],
  },
} satisfies Record<string, Homework>;

const studentEvents: ModelEvent[] = [
  { type: 'EDIT' },
  { type: 'RESUBMIT' },
  { type: 'CHANGE', link: sampleLinks.blank },
  { type: 'CHANGE', link: sampleLinks.notAUrl },
  { type: 'CHANGE', link: sampleLinks.drive },
  { type: 'SUBMIT' },
  { type: 'CANCEL' },
  { type: submitSucceeded, output: serverSubmission },
  { type: submitFailed, error: new Error(serverFailure) },
];

/**
 * What a newer copy of the homework can say while the card is on screen: nothing new (a refetch),
 * the teacher closed it, or a submission made elsewhere (the student's other tab) arrived. A change
 * is offered only where it is news, so the model stays finite.
 */
function homeworkChanges(homework: Homework): ModelEvent[] {
  const changes: (HomeworkSubmissionEvent & ModelEvent)[] = [{ type: 'HOMEWORK_CHANGED', homework }];
  if (homework.status === 'open')
    changes.push({ type: 'HOMEWORK_CHANGED', homework: { ...homework, status: 'closed' } });
  if (homework.submissions.length === 0)
    changes.push({ type: 'HOMEWORK_CHANGED', homework: { ...homework, submissions: [serverSubmission] } });
  return changes;
}

const modelEvents = (snapshot: SnapshotFrom<typeof homeworkSubmissionMachine>) => [
  ...studentEvents,
  ...homeworkChanges(snapshot.context.homework),
];

// Only what a student can tell apart: the typed link comes from a fixed set, so this stays finite.
function serializeState(snapshot: SnapshotFrom<typeof homeworkSubmissionMachine>) {
  return JSON.stringify({
    value: snapshot.value,
    link: snapshot.context.link,
    refused: snapshot.context.validationMessage !== null,
    failed: snapshot.context.failureMessage !== null,
    submitted: snapshot.context.homework.submissions.length,
    status: snapshot.context.homework.status,
  });
}

/** The model of one card, starting from `homework`. */
export function homeworkSubmissionModel(homework: Homework) {
  return modelFor(homeworkSubmissionMachine, { input: { homework }, events: modelEvents, serializeState });
}

/**
 * The shortest path to every distinguishable state, starting from `homework`. Duplicate paths are
 * kept so every state, even one passed through on the way to another, has its own test.
 */
export function homeworkSubmissionPaths(homework: Homework) {
  return homeworkSubmissionModel(homework).getShortestPaths({ allowDuplicatePaths: true });
}

/** A readable test name: the events walked and the state reached. */
export function describePath(path: ReturnType<typeof homeworkSubmissionPaths>[number]): string {
  const events = path.steps
    .map(({ event }) =>
      event.type === 'HOMEWORK_CHANGED' ? describeChange(event.homework as Homework) : eventName(event.type),
    )
    .filter((type) => type !== 'xstate.init');
  return `${events.join(' → ') || 'start'} ⇒ ${String(path.state.value)}`;
}

function describeChange(homework: Homework): string {
  return `HOMEWORK_CHANGED(${homework.status}, ${homework.submissions.length ? 'submitted' : 'not submitted'})`;
}

function eventName(type: string): string {
  if (type === submitSucceeded) return 'call succeeded';
  if (type === submitFailed) return 'call failed';
  return type;
}
