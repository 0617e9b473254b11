import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Attempt } from '../shared/schemas/assessments';
import {
  AttemptCallError,
  attemptRetryMs,
  type PendingAnswer,
  type TestAttemptEvent,
  type TestAttemptInput,
  testAttemptMachine,
} from './test-attempt.machine';
import {
  answers,
  attemptStarts,
  retryElapsed,
  sampleAttempt,
  saved,
  saveFailed,
  started,
  startFailed,
  submitFailed,
  submittedEvent,
  testAttemptPaths,
} from './testing/test-attempt.model';

type Deferred<T> = { input: unknown; resolve: (value: T) => void; reject: (error: Error) => void };

/** The machine with calls the test settles by hand, and what it asked the screen to keep on the device. */
function startMachine(input: TestAttemptInput) {
  const calls: Record<'start' | 'save' | 'submit', Deferred<unknown>[]> = { start: [], save: [], submit: [] };
  const persisted: PendingAnswer[][] = [];
  const deferred = <T>(list: Deferred<unknown>[]) =>
    fromPromise<T, unknown>(
      ({ input: callInput }) =>
        new Promise<T>((resolve, reject) =>
          list.push({ input: callInput, resolve: resolve as (value: unknown) => void, reject }),
        ),
    );
  const actor = createActor(
    testAttemptMachine.provide({
      actors: {
        startAttempt: deferred<Attempt>(calls.start) as never,
        saveAnswer: deferred<PendingAnswer>(calls.save) as never,
        submitAttempt: deferred<Attempt>(calls.submit) as never,
      },
      actions: { persistPending: (_, params) => persisted.push(params.pending) },
    }),
    { input },
  ).start();
  const last = (kind: keyof typeof calls) => {
    const call = calls[kind].at(-1);
    if (!call) throw new Error(`The machine made no ${kind} call`);
    return call;
  };
  return { actor, calls, persisted, last };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe.each(Object.entries(attemptStarts))('the test attempt model from %s', (_name, input) => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = testAttemptPaths(input);

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const running = startMachine(input);
    const answer =
      (kind: 'start' | 'save' | 'submit', how: 'resolve' | 'reject') => async (step: { event: unknown }) => {
        const event = step.event as { output?: unknown; error?: Error };
        const call = running.last(kind);
        if (how === 'resolve') call.resolve(event.output);
        else call.reject(event.error as Error);
        await settle();
      };
    await path.test({
      states: {
        '*': (expected) => {
          const actual = running.actor.getSnapshot();
          expect(actual.value).toEqual(expected.value);
          expect(actual.context.pending.map((entry) => entry.question_id)).toEqual(
            expected.context.pending.map((entry) => entry.question_id),
          );
          expect(actual.context.submitRequested).toBe(expected.context.submitRequested);
          expect(actual.context.error).toBe(expected.context.error);
          // What is kept on the device is always what is still to be saved.
          if (running.persisted.length > 0) expect(running.persisted.at(-1)).toEqual(actual.context.pending);
        },
      },
      events: {
        ...Object.fromEntries(
          (['START', 'ANSWER', 'SUBMIT', 'ONLINE', 'TIME_UP'] as const).map((type) => [
            type,
            ({ event }: { event: unknown }) => running.actor.send(event as TestAttemptEvent),
          ]),
        ),
        [started]: answer('start', 'resolve'),
        [startFailed]: answer('start', 'reject'),
        [saved]: answer('save', 'resolve'),
        [saveFailed]: answer('save', 'reject'),
        [submittedEvent]: answer('submit', 'resolve'),
        [submitFailed]: answer('submit', 'reject'),
        [retryElapsed]: async () => {
          await vi.advanceTimersByTimeAsync(attemptRetryMs);
        },
      },
    });
    running.actor.stop();
  });
});

describe('the attempt calls', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reaches every state the issue names', () => {
    const reached = new Set(
      Object.values(attemptStarts).flatMap((input) =>
        testAttemptPaths(input).map((path) => String(path.state.value)),
      ),
    );
    expect([...reached].sort()).toEqual(
      [
        'answering',
        'notStarted',
        'offline',
        'saving',
        'starting',
        'submitted',
        'submitting',
        'timeUp',
      ].sort(),
    );
  });

  it('saves the newest answer to a question changed while the older one was being saved', async () => {
    const running = startMachine({ testId: 9, attempt: sampleAttempt });
    running.actor.send({ type: 'ANSWER', answer: answers.numeric });
    const changed = { ...answers.numeric, answer: { value: '9.81' } };
    running.actor.send({ type: 'ANSWER', answer: changed });
    running.last('save').resolve(answers.numeric);
    await settle();
    expect(running.calls.save.map((call) => (call.input as { answer: PendingAnswer }).answer)).toEqual([
      answers.numeric,
      changed,
    ]);
  });

  it('keeps answers given offline and sends them, then the submission, once back', async () => {
    const running = startMachine({ testId: 9, attempt: sampleAttempt });
    running.actor.send({ type: 'ANSWER', answer: answers.numeric });
    running.last('save').reject(new AttemptCallError('offline', 'Network error'));
    await settle();
    running.actor.send({ type: 'ANSWER', answer: answers.multiple });
    running.actor.send({ type: 'SUBMIT' });
    expect(running.actor.getSnapshot().value).toBe('offline');
    expect(running.persisted.at(-1)).toEqual([answers.numeric, answers.multiple]);
    running.actor.send({ type: 'ONLINE' });
    running.last('save').resolve(answers.numeric);
    await settle();
    running.last('save').resolve(answers.multiple);
    await settle();
    expect(running.calls.submit).toHaveLength(1);
    running.last('submit').resolve({ ...sampleAttempt, status: 'submitted' });
    await settle();
    expect(running.actor.getSnapshot().value).toBe('submitted');
    expect(running.persisted.at(-1)).toEqual([]);
  });
});
