import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { messages } from '../shared/messages';
import type { Homework } from '../shared/schemas/homework';
import type { StudentSubmission } from '../shared/schemas/submissions';
import {
  canResubmit,
  canSubmit,
  type HomeworkSubmissionEvent,
  homeworkSubmissionMachine,
  isAcceptableDriveLink,
  type SubmitLinkInput,
} from './homework-submission.machine';
import {
  describePath,
  homeworkFixtures,
  homeworkSubmissionPaths,
  sampleLinks,
  serverSubmission,
  submitFailed,
  submitSucceeded,
} from './testing/homework-submission.model';

describe('the homework submission rules', () => {
  it('allows a submission only for open homework without one', () => {
    expect(canSubmit(homeworkFixtures.openOnce)).toBe(true);
    expect(canSubmit(homeworkFixtures.closed)).toBe(false);
    expect(canSubmit(homeworkFixtures.submittedResubmittable)).toBe(false);
  });

  it('allows a resubmission only of an existing submission the teacher lets be resubmitted', () => {
    expect(canResubmit(homeworkFixtures.submittedResubmittable)).toBe(true);
    expect(canResubmit(homeworkFixtures.openResubmittable)).toBe(false);
    expect(canResubmit({ ...homeworkFixtures.submittedResubmittable, allow_resubmit: false })).toBe(false);
  });

  it('allows no resubmission once the homework is closed, even where resubmission is allowed', () => {
    expect(canResubmit(homeworkFixtures.submittedClosedResubmittable)).toBe(false);
  });

  it('accepts only a non-blank http(s) link', () => {
    expect(isAcceptableDriveLink(sampleLinks.drive)).toBe(true);
    expect(isAcceptableDriveLink(`  ${sampleLinks.drive}  `)).toBe(true);
    expect(isAcceptableDriveLink(sampleLinks.blank)).toBe(false);
    expect(isAcceptableDriveLink(sampleLinks.notAUrl)).toBe(false);
    expect(isAcceptableDriveLink('javascript:alert(1)')).toBe(false);
  });
});

/** Runs the real machine with a submit call the test answers by hand. */
function startMachine(homework: Homework) {
  const calls: (SubmitLinkInput & {
    answer: { resolve: (submission: StudentSubmission) => void; reject: (error: Error) => void };
  })[] = [];
  const actor = createActor(
    homeworkSubmissionMachine.provide({
      actors: {
        submitLink: fromPromise<StudentSubmission, SubmitLinkInput>(
          ({ input }) =>
            new Promise((resolve, reject) => calls.push({ ...input, answer: { resolve, reject } })),
        ),
      },
    }),
    { input: { homework } },
  ).start();
  /** The newest call, which the machine's answer events settle: there must be one. */
  const lastCall = () => {
    const call = calls.at(-1);
    if (!call) throw new Error('The machine made no submit call');
    return call;
  };
  /** Lets the settled call's answer reach the machine. */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, calls, lastCall, settled };
}

const studentEventTypes = ['EDIT', 'RESUBMIT', 'CHANGE', 'SUBMIT', 'CANCEL', 'HOMEWORK_CHANGED'] as const;

const reachableStates = {
  openOnce: ['editing', 'failed', 'idle', 'submitted', 'submitting'],
  openResubmittable: ['editing', 'failed', 'idle', 'resubmitting', 'submitted', 'submitting'],
  // Only a submission made elsewhere moves closed homework on.
  closed: ['idle', 'submitted'],
  submittedResubmittable: ['failed', 'resubmitting', 'submitted', 'submitting'],
  submittedClosedResubmittable: ['submitted'],
} satisfies Record<keyof typeof homeworkFixtures, string[]>;

describe.each(Object.entries(homeworkFixtures))('the homework submission model from %s', (name, homework) => {
  const paths = homeworkSubmissionPaths(homework);

  it('reaches exactly the states the homework allows', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(reachableStates[name as keyof typeof homeworkFixtures]);
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_description, path) => {
    const running = startMachine(homework);
    await path.test({
      states: {
        '*': (expected) => {
          const actual = running.actor.getSnapshot();
          expect(actual.value).toEqual(expected.value);
          expect(actual.context.link).toBe(expected.context.link);
          expect(actual.context.validationMessage).toBe(expected.context.validationMessage);
          expect(actual.context.failureMessage).toBe(expected.context.failureMessage);
        },
      },
      // The student's events are sent to the real actor as is; the call's answers settle the call it made.
      events: {
        ...Object.fromEntries(
          studentEventTypes.map((type) => [
            type,
            ({ event }: { event: { type: string } }) => running.actor.send(event as HomeworkSubmissionEvent),
          ]),
        ),
        [submitSucceeded]: async ({ event }) => {
          running.lastCall().answer.resolve((event as unknown as { output: StudentSubmission }).output);
          await running.settled();
        },
        [submitFailed]: async ({ event }) => {
          running.lastCall().answer.reject((event as unknown as { error: Error }).error);
          await running.settled();
        },
      },
    });
    running.actor.stop();
  });
});

describe('the submit call', () => {
  it('creates a submission with the trimmed link the first time', async () => {
    const running = startMachine(homeworkFixtures.openOnce);
    running.actor.send({ type: 'EDIT' });
    running.actor.send({ type: 'CHANGE', link: ` ${sampleLinks.drive} ` });
    running.actor.send({ type: 'SUBMIT' });
    expect(running.calls).toEqual([
      { homeworkId: 1, driveLink: sampleLinks.drive, submissionId: null, answer: expect.anything() },
    ]);
  });

  it('updates the existing submission on a resubmission, starting from its link', async () => {
    const running = startMachine(homeworkFixtures.submittedResubmittable);
    running.actor.send({ type: 'RESUBMIT' });
    expect(running.actor.getSnapshot().context.link).toBe(serverSubmission.drive_link);
    running.actor.send({ type: 'CHANGE', link: 'https://drive.google.com/file/d/second/view' });
    running.actor.send({ type: 'SUBMIT' });
    expect(running.calls[0].submissionId).toBe(serverSubmission.id);
  });

  it('shows the general failure text when the call fails without one', async () => {
    const running = startMachine(homeworkFixtures.openOnce);
    running.actor.send({ type: 'EDIT' });
    running.actor.send({ type: 'CHANGE', link: sampleLinks.drive });
    running.actor.send({ type: 'SUBMIT' });
    running.lastCall().answer.reject(new Error(''));
    await running.settled();
    expect(running.actor.getSnapshot().value).toBe('failed');
    expect(running.actor.getSnapshot().context.failureMessage).toBe(messages.student.homeworkSubmitFailed);
  });

  it('refuses a blank link with the invalid-link message and makes no call', () => {
    const running = startMachine(homeworkFixtures.openOnce);
    running.actor.send({ type: 'EDIT' });
    running.actor.send({ type: 'SUBMIT' });
    expect(running.actor.getSnapshot().context.validationMessage).toBe(messages.student.invalidDriveLink);
    expect(running.calls).toHaveLength(0);
  });

  it('moves to submitted when a newer copy of the homework carries a submission', () => {
    const running = startMachine(homeworkFixtures.openOnce);
    running.actor.send({ type: 'HOMEWORK_CHANGED', homework: homeworkFixtures.submittedResubmittable });
    expect(running.actor.getSnapshot().value).toBe('submitted');
  });

  it('offers no resubmission of closed homework', () => {
    const running = startMachine(homeworkFixtures.submittedClosedResubmittable);
    running.actor.send({ type: 'RESUBMIT' });
    expect(running.actor.getSnapshot().value).toBe('submitted');
    expect(running.actor.getSnapshot().hasTag('linkForm')).toBe(false);
  });

  it('closes the link form, dropping the typed link, when the homework is closed meanwhile', () => {
    const running = startMachine(homeworkFixtures.submittedResubmittable);
    running.actor.send({ type: 'RESUBMIT' });
    running.actor.send({ type: 'CHANGE', link: 'https://drive.google.com/file/d/second/view' });
    running.actor.send({ type: 'HOMEWORK_CHANGED', homework: homeworkFixtures.submittedClosedResubmittable });
    expect(running.actor.getSnapshot().value).toBe('submitted');
    expect(running.actor.getSnapshot().context.link).toBe('');
    running.actor.send({ type: 'SUBMIT' });
    expect(running.calls).toHaveLength(0);
  });
});
