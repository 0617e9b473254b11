// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canResubmit, canSubmit } from '../../../machines/homework-submission.machine';
import {
  describePath,
  homeworkFixtures,
  homeworkSubmissionPaths,
  serverFailure,
  serverSubmission,
  submitFailed,
  submitSucceeded,
} from '../../../machines/testing/homework-submission.model';
import { messages } from '../../../shared/messages';
import type { Homework } from '../../../shared/schemas/homework';
import { system } from '../../app/theme';
import { fakeServer, heldAnswers, json, refuse } from '../../testing/fake-server';
import { StudentHomeworkCard } from './StudentHomeworkCard';

const now = new Date('2026-11-22T12:00:00Z');

/** The submit calls stay pending until the test answers them, as a slow server would. */
function holdSubmitCalls() {
  const held = heldAnswers();
  fakeServer({ createSubmission: held.responder, updateSubmission: held.responder });
  return held;
}

function renderCard(homework: Homework, onHomeworkChange = vi.fn()) {
  const card = (shown: Homework) => (
    <ChakraProvider value={system}>
      <StudentHomeworkCard homework={shown} now={now} onHomeworkChange={onHomeworkChange} />
    </ChakraProvider>
  );
  const { rerender } = render(card(homework));
  /** The list hands the card a newer copy of its homework, as after a refetch or a socket message. */
  const showNewer = (newer: Homework) => rerender(card(newer));
  return { onHomeworkChange, showNewer };
}

/** A URL field's value drops surrounding blanks (HTML value sanitisation), so '   ' shows as ''. */
const shownLink = (link: string) => link.trim();
const linkField = () => screen.queryByRole('textbox', { name: /google drive link/i });
const submitButton = () => screen.getByRole('button', { name: /^(submit|resubmit)$/i });

afterEach(() => vi.unstubAllGlobals());

// What a student does for each modelled event; set up afresh by every path.
let user: ReturnType<typeof userEvent.setup>;
let pendingCall: ReturnType<typeof holdSubmitCalls>;
let showNewer: (homework: Homework) => void;
/** Settled once the card has taken the server's answer (its busy button is gone). */
const answerTaken = () =>
  waitFor(() => expect(screen.queryByRole('button', { name: 'Submitting...' })).not.toBeInTheDocument());
const userActions = {
  EDIT: () => user.click(screen.getByRole('button', { name: 'Submit homework' })),
  RESUBMIT: () => user.click(screen.getByRole('button', { name: 'Resubmit' })),
  CHANGE: async ({ event }: { event: { type: string } }) => {
    const field = linkField();
    if (!field) throw new Error('No link field to type into');
    await user.clear(field);
    if ('link' in event && event.link) await user.type(field, event.link as string);
  },
  SUBMIT: () => user.click(submitButton()),
  CANCEL: () => user.click(screen.getByRole('button', { name: 'Cancel' })),
  // The server answers the pending call.
  [submitSucceeded]: async () => {
    pendingCall.release(json(serverSubmission, 201));
    await screen.findByRole('button', { name: 'View feedback' });
  },
  [submitFailed]: async () => {
    pendingCall.release(refuse(400, 'Homework is closed.'));
    await answerTaken();
  },
  HOMEWORK_CHANGED: ({ event }: { event: { type: string } }) => {
    if (!('homework' in event)) throw new Error('HOMEWORK_CHANGED without a homework');
    act(() => showNewer(event.homework as Homework));
  },
};
afterEach(cleanup);

describe.each(Object.entries(homeworkFixtures))('the homework card, starting %s', (_, homework) => {
  it.each(homeworkSubmissionPaths(homework).map((path) => [describePath(path), path] as const))(
    '%s',
    async (_description, path) => {
      user = userEvent.setup();
      pendingCall = holdSubmitCalls();
      ({ showNewer } = renderCard(homework));

      await path.test({
        states: {
          idle: ({ context }) => {
            expect(linkField()).not.toBeInTheDocument();
            const submitOffered = screen.queryByRole('button', { name: 'Submit homework' }) !== null;
            expect(submitOffered).toBe(canSubmit(context.homework));
          },
          editing: ({ context }) => {
            expect(linkField()).toHaveValue(shownLink(context.link));
            if (context.validationMessage) expect(screen.getByText(context.validationMessage)).toBeVisible();
            else expect(screen.queryByText(messages.student.invalidDriveLink)).not.toBeInTheDocument();
          },
          resubmitting: ({ context }) => {
            expect(linkField()).toHaveValue(shownLink(context.link));
            expect(submitButton()).toHaveTextContent('Resubmit');
          },
          submitting: () => {
            expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
          },
          failed: ({ context }) => {
            expect(screen.getByRole('alert')).toHaveTextContent(serverFailure);
            expect(linkField()).toHaveValue(shownLink(context.link));
          },
          submitted: ({ context }) => {
            expect(screen.getByText('Submitted')).toBeVisible();
            expect(screen.getByRole('button', { name: 'View feedback' })).toBeVisible();
            const resubmitOffered = screen.queryByRole('button', { name: 'Resubmit' }) !== null;
            expect(resubmitOffered).toBe(canResubmit(context.homework));
          },
        },
        events: userActions,
      });
    },
  );
});

describe('the homework card', () => {
  it('creates the submission with the trimmed link and hands the list the submitted homework', async () => {
    const user = userEvent.setup();
    const server = fakeServer({ createSubmission: json(serverSubmission, 201) });
    const { onHomeworkChange } = renderCard(homeworkFixtures.openOnce);
    await user.click(screen.getByRole('button', { name: 'Submit homework' }));
    await user.type(linkField() as HTMLElement, `  ${serverSubmission.drive_link}  `);
    await user.click(submitButton());
    await waitFor(() => expect(onHomeworkChange).toHaveBeenCalled());
    expect(server.bodiesSentTo('createSubmission')).toEqual([
      { homework: homeworkFixtures.openOnce.id, drive_link: serverSubmission.drive_link },
    ]);
    expect(onHomeworkChange.mock.calls[0][0].submissions).toEqual([serverSubmission]);
  });

  it('updates the existing submission on a resubmission', async () => {
    const user = userEvent.setup();
    const secondLink = 'https://drive.google.com/file/d/second/view';
    const server = fakeServer({ updateSubmission: json({ ...serverSubmission, drive_link: secondLink }) });
    renderCard(homeworkFixtures.submittedResubmittable);
    await user.click(screen.getByRole('button', { name: 'Resubmit' }));
    await user.clear(linkField() as HTMLElement);
    await user.type(linkField() as HTMLElement, secondLink);
    await user.click(submitButton());
    await screen.findByRole('button', { name: 'View feedback' });
    expect(server.requestsTo('updateSubmission').map((request) => [request.params, request.body])).toEqual([
      [
        { id: String(serverSubmission.id) },
        { homework: homeworkFixtures.submittedResubmittable.id, drive_link: secondLink },
      ],
    ]);
  });

  it('offers no Resubmit on closed homework, though the teacher allows resubmission', () => {
    renderCard(homeworkFixtures.submittedClosedResubmittable);
    expect(screen.getByText('Submitted')).toBeVisible();
    expect(screen.getByRole('button', { name: 'View feedback' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Resubmit' })).not.toBeInTheDocument();
  });

  it('takes the link form away when the homework is closed while the student types', async () => {
    const user = userEvent.setup();
    const { showNewer } = renderCard(homeworkFixtures.openOnce);
    await user.click(screen.getByRole('button', { name: 'Submit homework' }));
    await user.type(linkField() as HTMLElement, serverSubmission.drive_link);
    act(() => showNewer(homeworkFixtures.closed));
    expect(linkField()).not.toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit homework' })).not.toBeInTheDocument();
  });

  it("shows 'No feedback yet...' until the teacher writes feedback, then the feedback", async () => {
    const user = userEvent.setup();
    const homework = homeworkFixtures.submittedResubmittable;
    renderCard(homework);
    await user.click(screen.getByRole('button', { name: 'View feedback' }));
    expect(await screen.findByText(messages.student.noFeedback)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText(messages.student.noFeedback)).not.toBeInTheDocument());

    cleanup();
    renderCard({ ...homework, submissions: [{ ...serverSubmission, feedback: 'Neat working, check Q4.' }] });
    await user.click(screen.getByRole('button', { name: 'View feedback' }));
    expect(await screen.findByText('Neat working, check Q4.')).toBeVisible();
  });
});
