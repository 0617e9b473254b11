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
    await screen.findByText('Submitted');
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
            // Feedback is offered only once there is some (the model's submissions have none).
            expect(screen.queryByRole('button', { name: 'View feedback' })).not.toBeInTheDocument();
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
    await waitFor(() => expect(linkField()).not.toBeInTheDocument());
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

  it('shows beside Submitted that feedback was given, with the grade and an excerpt, and offers it whole', async () => {
    const user = userEvent.setup();
    const homework = homeworkFixtures.submittedResubmittable;
    const { showNewer } = renderCard(homework);
    expect(screen.getByText('Submitted')).toBeVisible();
    expect(screen.queryByText('Feedback given')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View feedback' })).not.toBeInTheDocument();

    const feedback =
      'Neat working throughout, and the diagrams are clear. Check question four: the units are missing in the last line.';
    act(() => showNewer({ ...homework, submissions: [{ ...serverSubmission, feedback, grade: 'A-' }] }));
    expect(screen.getByText('Submitted')).toBeVisible();
    expect(screen.getByText('Feedback given')).toBeVisible();
    expect(screen.getByText('Grade: A-')).toBeVisible();
    expect(
      screen.getByText(/^“Neat working throughout, and the diagrams are clear\. Check question four.*…”$/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'View feedback' }));
    expect(await screen.findByText(feedback)).toBeVisible();
  });

  it('offers a past-due homework as "Hand in late", saying it will be marked late', async () => {
    const user = userEvent.setup();
    const server = fakeServer({ createSubmission: json({ ...serverSubmission, is_late: true }, 201) });
    renderCard({ ...homeworkFixtures.openOnce, due_date: '2026-11-20T12:00:00.000Z' });
    expect(screen.getByText('Deadline Passed')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit homework' })).not.toBeInTheDocument();
    expect(screen.getByText(messages.student.handInLateWarning)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Hand in late' }));
    await user.type(linkField() as HTMLElement, serverSubmission.drive_link);
    await user.click(screen.getByRole('button', { name: 'Hand in late' }));
    expect(await screen.findByText('Late')).toBeVisible();
    expect(server.requestsTo('createSubmission')).toHaveLength(1);
  });

  it('says "Closed to late work" instead of offering a hand-in once a homework closed to late work is past due', () => {
    renderCard({ ...homeworkFixtures.openOnce, due_date: '2026-11-20T12:00:00.000Z', allow_late: false });
    expect(screen.getByText('Deadline Passed')).toBeVisible();
    expect(screen.getByText('Closed to late work')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Hand in late|Submit homework/ })).not.toBeInTheDocument();
  });

  it("opens a grade given without words with 'No feedback yet...' for the missing text", async () => {
    const user = userEvent.setup();
    renderCard({
      ...homeworkFixtures.submittedResubmittable,
      submissions: [{ ...serverSubmission, grade: 'B' }],
    });
    expect(screen.getByText('Feedback given')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'View feedback' }));
    expect(await screen.findByText(messages.student.noFeedback)).toBeVisible();
    expect(screen.getAllByText('Grade: B').length).toBeGreaterThan(0);
  });
});
