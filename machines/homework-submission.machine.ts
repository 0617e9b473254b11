import { assign, fromPromise, not, setup } from 'xstate';
import { messages } from '../shared/messages';
import { type Homework, refusesLateWork } from '../shared/schemas/homework';
import { type StudentSubmission, submissionWrite } from '../shared/schemas/submissions';

export type SubmitLinkInput = {
  homeworkId: number;
  driveLink: string;
  /** Present when resubmitting: the submission the link replaces (PUT instead of POST). */
  submissionId: number | null;
};

export type HomeworkSubmissionContext = {
  homework: Homework;
  /** What the student has typed into the drive-link field. */
  link: string;
  /** The docs/behaviour.md#validation message when the typed link was refused, else null. */
  validationMessage: string | null;
  /** The docs/behaviour.md#messages text of the last failed call, else null. */
  failureMessage: string | null;
};

export type HomeworkSubmissionEvent =
  | { type: 'EDIT' }
  | { type: 'RESUBMIT' }
  | { type: 'CHANGE'; link: string }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' }
  /** A newer copy of the homework arrived (socket or refetch). */
  | { type: 'HOMEWORK_CHANGED'; homework: Homework };

/** The student's own submission; the student view carries at most one. */
export function submissionOf(homework: Homework): StudentSubmission | null {
  const [submission] = homework.submissions;
  return submission && typeof submission.student === 'number' ? (submission as StudentSubmission) : null;
}

/** Whether the homework takes work now: open, and not past a due date it closed to late work. */
export function acceptsWork(homework: Homework, now: Date = new Date()): boolean {
  return homework.status === 'open' && !refusesLateWork(homework.due_date, homework.allow_late, now);
}

/** docs/behaviour.md#homework-states: only homework that takes work, with no submission yet, can be submitted. */
export function canSubmit(homework: Homework, now: Date = new Date()): boolean {
  return acceptsWork(homework, now) && homework.submissions.length === 0;
}

/**
 * Resubmission updates the existing submission, only where the teacher allows it and, like any
 * submission (docs/behaviour.md#homework-states), only while the homework is open: the server
 * refuses it once closed.
 */
export function canResubmit(homework: Homework, now: Date = new Date()): boolean {
  return acceptsWork(homework, now) && homework.allow_resubmit && homework.submissions.length > 0;
}

/** Whether the drive-link form may stay on screen: a first submission or an allowed resubmission. */
function mayEditLink(homework: Homework): boolean {
  return submissionOf(homework) ? canResubmit(homework) : canSubmit(homework);
}

/** docs/behaviour.md#validation: not blank after trimming; we also refuse anything but an http(s) URL. */
export function isAcceptableDriveLink(link: string): boolean {
  return submissionWrite.shape.drive_link.safeParse(link).success;
}

/** The text to show for a failed submit call: the submit actor rejects with it as the error's message. */
function failureText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : messages.student.homeworkSubmitFailed;
}

/**
 * One homework card's submission: idle (nothing submitted) -> editing -> submitting -> submitted,
 * with failed after a refused call and resubmitting when an allowed resubmission is being edited.
 * The link form (editing, resubmitting, failed) closes as soon as the homework no longer allows it.
 *
 * Usage: useMachine(homeworkSubmissionMachine.provide({ actors: { submitLink }, actions: { notifySubmitted,
 * notifyFailed } }), { input: { homework } }), with submitLink = fromPromise(({ input }) => POST or PUT
 * the link), rejecting with an Error whose message is the text to show (docs/behaviour.md#messages).
 */
/** A link form (editing, resubmitting, failed) leaves as soon as the homework no longer allows the link. */
const leaveWhenLinkNotAllowed = { guard: not('mayEditLink'), target: 'idle', actions: 'clearLink' } as const;

/** A link form takes typing, and sends an acceptable link or says why not. */
const linkTyping = {
  CHANGE: { actions: 'assignLink' },
  SUBMIT: [{ guard: 'linkIsAcceptable', target: 'submitting' }, { actions: 'refuseLink' }],
} as const;

export const homeworkSubmissionMachine = setup({
  types: {
    context: {} as HomeworkSubmissionContext,
    events: {} as HomeworkSubmissionEvent,
    input: {} as { homework: Homework },
    /** linkForm: the drive-link field is on screen. */
    tags: {} as 'linkForm',
  },
  actors: {
    submitLink: fromPromise<StudentSubmission, SubmitLinkInput>(async () => {
      throw new Error('Provide submitLink: POST /api/submissions/ or PUT /api/submissions/{id}/');
    }),
  },
  actions: {
    assignLink: assign({
      link: ({ event }) => (event.type === 'CHANGE' ? event.link : ''),
      validationMessage: null,
    }),
    refuseLink: assign({ validationMessage: messages.student.invalidDriveLink }),
    clearLink: assign({ link: '', validationMessage: null, failureMessage: null }),
    notifySubmitted: () => {},
    notifyFailed: (_, _params: { message: string }) => {},
  },
  guards: {
    canSubmit: ({ context }) => canSubmit(context.homework),
    canResubmit: ({ context }) => canResubmit(context.homework),
    hasSubmission: ({ context }) => submissionOf(context.homework) !== null,
    mayEditLink: ({ context }) => mayEditLink(context.homework),
    linkIsAcceptable: ({ context }) => isAcceptableDriveLink(context.link),
  },
}).createMachine({
  id: 'homeworkSubmission',
  context: ({ input }) => ({
    homework: input.homework,
    link: '',
    validationMessage: null,
    failureMessage: null,
  }),
  initial: 'idle',
  // A newer copy (refetch, socket, the student's other tab) may close the homework or bring a
  // submission: the link form then leaves (to idle, which moves on to submitted when there is a
  // submission), since the server would refuse what it sends. A call already in flight is let finish.
  on: {
    HOMEWORK_CHANGED: { actions: assign({ homework: ({ event }) => event.homework }) },
  },
  states: {
    idle: {
      always: { guard: 'hasSubmission', target: 'submitted' },
      on: {
        EDIT: { guard: 'canSubmit', target: 'editing' },
      },
    },
    editing: {
      tags: 'linkForm',
      entry: assign({ validationMessage: null, failureMessage: null }),
      always: leaveWhenLinkNotAllowed,
      on: {
        ...linkTyping,
        CANCEL: { target: 'idle', actions: 'clearLink' },
      },
    },
    resubmitting: {
      tags: 'linkForm',
      entry: assign({
        validationMessage: null,
        failureMessage: null,
        link: ({ context }) => submissionOf(context.homework)?.drive_link ?? '',
      }),
      always: leaveWhenLinkNotAllowed,
      on: {
        ...linkTyping,
        CANCEL: { target: 'submitted', actions: 'clearLink' },
      },
    },
    submitting: {
      tags: 'linkForm',
      invoke: {
        id: 'submitLink',
        src: 'submitLink',
        input: ({ context }) => ({
          homeworkId: context.homework.id,
          driveLink: context.link.trim(),
          submissionId: submissionOf(context.homework)?.id ?? null,
        }),
        onDone: {
          target: 'submitted',
          actions: [
            assign({
              homework: ({ context, event }) => ({ ...context.homework, submissions: [event.output] }),
              link: '',
            }),
            'notifySubmitted',
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            assign({ failureMessage: ({ event }) => failureText(event.error) }),
            { type: 'notifyFailed', params: ({ event }) => ({ message: failureText(event.error) }) },
          ],
        },
      },
    },
    failed: {
      tags: 'linkForm',
      always: leaveWhenLinkNotAllowed,
      on: {
        ...linkTyping,
        CANCEL: [
          { guard: 'hasSubmission', target: 'submitted', actions: 'clearLink' },
          { target: 'idle', actions: 'clearLink' },
        ],
      },
    },
    submitted: {
      on: {
        RESUBMIT: { guard: 'canResubmit', target: 'resubmitting' },
      },
    },
  },
});
