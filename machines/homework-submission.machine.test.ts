import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { messages } from '../shared/messages';
import type { Homework } from '../shared/schemas/homework';
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
} from './homework-submission.test-model';

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
  const calls: SubmitLinkInput[] = [];
  const actor = createActor(
    homeworkSubmissionMachine.provide({
      actions: { submitLink: (_, params) => calls.push(params) },
    }),
    { input: { homework } },
  ).start();
  return { actor, calls };
}

const modelledEventTypes = [
  'EDIT',
  'RESUBMIT',
  'CHANGE',
  'SUBMIT',
  'CANCEL',
  'SUBMIT_SUCCEEDED',
  'SUBMIT_FAILED',
  'HOMEWORK_CHANGED',
] as const;

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
      // Every modelled event is sent to the real actor as is; the call's answers only after a call.
      events: Object.fromEntries(
        modelledEventTypes.map((type) => [
          type,
          ({ event }: { event: HomeworkSubmissionEvent }) => {
            if (type.startsWith('SUBMIT_')) expect(running.calls.length).toBeGreaterThan(0);
            running.actor.send(event);
          },
        ]),
      ),
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
    expect(running.calls).toEqual([{ homeworkId: 1, driveLink: sampleLinks.drive, submissionId: null }]);
  });

  it('updates the existing submission on a resubmission, starting from its link', async () => {
    const running = startMachine(homeworkFixtures.submittedResubmittable);
    running.actor.send({ type: 'RESUBMIT' });
    expect(running.actor.getSnapshot().context.link).toBe(serverSubmission.drive_link);
    running.actor.send({ type: 'CHANGE', link: 'https://drive.google.com/file/d/second/view' });
    running.actor.send({ type: 'SUBMIT' });
    expect(running.calls[0].submissionId).toBe(serverSubmission.id);
  });

  it('refuses a blank link with the spec message and makes no call', () => {
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
