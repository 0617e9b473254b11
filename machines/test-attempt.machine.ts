import { assign, fromPromise, setup } from 'xstate';
import type { AnswerValue, Attempt } from '../shared/schemas/assessments';

/** One answer as the student gave it, waiting to reach the server. */
export type PendingAnswer = {
  question_id: number;
  answer: AnswerValue | null;
  marked_for_review: boolean;
  /** The time on the question so far, counted on the device. */
  seconds_spent?: number;
};

/**
 * Why a call failed, as the machine acts on it: `offline` (no answer from the server: keep the
 * answers and try again), `timeUp` (the server's deadline passed), `refused` (the server said no,
 * with `message`: drop what it refused).
 */
export type AttemptFailureKind = 'offline' | 'timeUp' | 'refused';

export class AttemptCallError extends Error {
  constructor(
    readonly kind: AttemptFailureKind,
    message: string,
  ) {
    super(message);
  }
}

const kindOf = (error: unknown): AttemptFailureKind =>
  error instanceof AttemptCallError ? error.kind : 'refused';
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** How long the machine waits offline before trying the server again. */
export const attemptRetryMs = 5000;

export type TestAttemptContext = {
  testId: number;
  attempt: Attempt | null;
  /** Answers not yet saved, oldest first, one per question (a newer answer replaces an older). */
  pending: PendingAnswer[];
  /** The student asked to submit: done once every pending answer is saved. */
  submitRequested: boolean;
  /** The answer being saved, which leaves the queue once saved unless a newer one replaced it. */
  inFlight: PendingAnswer | null;
  /** The last refusal's text, else null. */
  error: string | null;
};

export type TestAttemptEvent =
  | { type: 'START' }
  | { type: 'ANSWER'; answer: PendingAnswer }
  | { type: 'SUBMIT' }
  /** The device is back online. */
  | { type: 'ONLINE' }
  /** The countdown reached the server's deadline. */
  | { type: 'TIME_UP' };

export type TestAttemptInput = { testId: number; attempt: Attempt | null; pending?: PendingAnswer[] };

/** Tells the screen to keep the queue where a reload finds it. */
const persist = {
  type: 'persistPending',
  params: ({ context }: { context: TestAttemptContext }) => ({
    attemptId: context.attempt?.id ?? null,
    pending: context.pending,
  }),
} as const;

function enqueue(pending: readonly PendingAnswer[], answer: PendingAnswer): PendingAnswer[] {
  return [...pending.filter((entry) => entry.question_id !== answer.question_id), answer];
}

/**
 * A student's attempt at a test: not started -> (starting) -> answering, where each answer goes
 * through saving; offline when the server cannot be reached (answers queue on the device and go
 * once back); submitting once every answer is saved; submitted; or time up when the server's
 * deadline passes first. Answers are upserts on the server, so a save retried after a lost answer
 * changes nothing.
 *
 * Usage: useMachine(testAttemptMachine.provide({ actors: { startAttempt, saveAnswer, submitAttempt },
 * actions: { persistPending } }), { input }), each actor rejecting with an AttemptCallError.
 */
export const testAttemptMachine = setup({
  types: {
    context: {} as TestAttemptContext,
    events: {} as TestAttemptEvent,
    input: {} as TestAttemptInput,
  },
  actors: {
    startAttempt: fromPromise<Attempt, { testId: number }>(async () => {
      throw new Error('Provide startAttempt: POST /api/tests/{id}/attempt/');
    }),
    saveAnswer: fromPromise<PendingAnswer, { attemptId: number; answer: PendingAnswer }>(async () => {
      throw new Error('Provide saveAnswer: PUT /api/attempts/{id}/answers/');
    }),
    submitAttempt: fromPromise<Attempt, { attemptId: number }>(async () => {
      throw new Error('Provide submitAttempt: POST /api/attempts/{id}/submit/');
    }),
  },
  actions: {
    enqueue: assign({
      pending: ({ context, event }) =>
        event.type === 'ANSWER' ? enqueue(context.pending, event.answer) : context.pending,
    }),
    requestSubmit: assign({ submitRequested: true }),
    /** Writes the queue where a reload finds it (the screen provides it). */
    persistPending: (_, _params: { attemptId: number | null; pending: PendingAnswer[] }) => {},
  },
  guards: {
    resumesSubmitted: ({ context }) => context.attempt?.status === 'submitted',
    resumesInProgress: ({ context }) => context.attempt?.status === 'in_progress',
    hasPending: ({ context }) => context.pending.length > 0,
    submitRequested: ({ context }) => context.submitRequested,
    failedOffline: ({ event }) => kindOf((event as { error?: unknown }).error) === 'offline',
    failedTimeUp: ({ event }) => kindOf((event as { error?: unknown }).error) === 'timeUp',
  },
}).createMachine({
  id: 'testAttempt',
  context: ({ input }) => ({
    testId: input.testId,
    attempt: input.attempt,
    pending: input.attempt?.status === 'in_progress' ? (input.pending ?? []) : [],
    submitRequested: false,
    inFlight: null,
    error: null,
  }),
  initial: 'notStarted',
  states: {
    notStarted: {
      always: [
        { guard: 'resumesSubmitted', target: 'submitted' },
        { guard: 'resumesInProgress', target: 'answering' },
      ],
      on: { START: 'starting' },
    },
    starting: {
      invoke: {
        id: 'startAttempt',
        src: 'startAttempt',
        input: ({ context }) => ({ testId: context.testId }),
        onDone: {
          target: 'answering',
          actions: assign({ attempt: ({ event }) => event.output, error: null }),
        },
        onError: { target: 'notStarted', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    answering: {
      always: [
        { guard: 'hasPending', target: 'saving' },
        { guard: 'submitRequested', target: 'submitting' },
      ],
      on: {
        ANSWER: { actions: ['enqueue', persist] },
        SUBMIT: 'submitting',
        TIME_UP: 'timeUp',
      },
    },
    saving: {
      entry: assign({ inFlight: ({ context }) => context.pending[0] ?? null }),
      invoke: {
        id: 'saveAnswer',
        src: 'saveAnswer',
        input: ({ context }) => ({ attemptId: context.attempt?.id ?? 0, answer: context.pending[0] }),
        onDone: {
          target: 'answering',
          actions: [
            // The saved answer leaves the queue unless a newer one for its question replaced it meanwhile.
            assign({
              pending: ({ context }) => context.pending.filter((entry) => entry !== context.inFlight),
              inFlight: null,
              error: null,
            }),
            persist,
          ],
        },
        onError: [
          { guard: 'failedOffline', target: 'offline' },
          { guard: 'failedTimeUp', target: 'timeUp' },
          {
            target: 'answering',
            actions: [
              assign({
                pending: ({ context }) => context.pending.filter((entry) => entry !== context.inFlight),
                inFlight: null,
                error: ({ event }) => messageOf(event.error),
              }),
              persist,
            ],
          },
        ],
      },
      on: {
        ANSWER: { actions: ['enqueue', persist] },
        SUBMIT: { actions: 'requestSubmit' },
        TIME_UP: 'timeUp',
      },
    },
    offline: {
      after: { [attemptRetryMs]: 'answering' },
      on: {
        ANSWER: { actions: ['enqueue', persist] },
        SUBMIT: { actions: 'requestSubmit' },
        ONLINE: 'answering',
        TIME_UP: 'timeUp',
      },
    },
    submitting: {
      invoke: {
        id: 'submitAttempt',
        src: 'submitAttempt',
        input: ({ context }) => ({ attemptId: context.attempt?.id ?? 0 }),
        onDone: {
          target: 'submitted',
          actions: assign({ attempt: ({ event }) => event.output, submitRequested: false, error: null }),
        },
        onError: [
          { guard: 'failedOffline', target: 'offline', actions: 'requestSubmit' },
          {
            target: 'answering',
            actions: assign({ submitRequested: false, error: ({ event }) => messageOf(event.error) }),
          },
        ],
      },
    },
    timeUp: {
      type: 'final',
      entry: [assign({ pending: [] }), persist],
    },
    submitted: {
      type: 'final',
      entry: [assign({ pending: [] }), persist],
    },
  },
});
