// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Homework } from '../../../shared/schemas/homework';
import { channels } from '../../../shared/socket';
import { aHomework } from '../../../shared/testing/homework';
import { channelServer } from '../../testing/fake-channel';
import { fakeServer, heldAnswers, json, type Responder, refuse } from '../../testing/fake-server';
import { cleanUpAfterEach, renderScreen } from '../../testing/render-screen';
import { saveStatusChange } from '../../testing/save-status-change';
import TeacherHomeworkPage from './TeacherHomeworkPage';

vi.mock('../../data/useChannel', () => import('../../testing/fake-channel'));

const pastDue = '2030-05-01T10:00:00Z';
const algebra: Homework = aHomework({
  id: 4,
  title: 'Algebra drill',
  description: 'Exercises 1 to 10',
  due_date: '2099-01-01T10:00:00Z',
  subject: 'Maths',
});

const optics: Homework = { ...algebra, id: 5, title: 'Optics worksheet' };

function serve(homework: Homework[] | Responder) {
  return fakeServer({
    listHomework: Array.isArray(homework) ? json(homework) : homework,
    updateHomework: json({ ...algebra, status: 'closed', due_date: pastDue }),
    teacherBatches: json([{ id: 1, name: 'Olympiad 9A' }]),
    deleteHomework: json({ detail: 'Deleted.' }),
  });
}

describe('Manage Homework', () => {
  cleanUpAfterEach();

  it('shows Loading... and then the empty state', async () => {
    serve([]);
    renderScreen(<TeacherHomeworkPage />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('No homework found.')).toBeInTheDocument();
  });

  it('adds homework announced on the socket, and removes a deleted one only when the socket says so', async () => {
    const user = userEvent.setup();
    const server = serve([algebra]);
    renderScreen(<TeacherHomeworkPage />);
    const card = (await screen.findByRole('link', { name: 'Algebra drill' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByText('Open')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Submissions' })).toHaveAttribute(
      'href',
      '/teacher/homework/4/submissions',
    );

    await channelServer.send(channels.teacherHomework(), { action: 'new_homework', homework: optics });
    expect(await screen.findByRole('link', { name: 'Optics worksheet' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete homework Algebra drill' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Delete this homework?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.requestsTo('deleteHomework').map((request) => request.params)).toEqual([{ id: '4' }]);
    expect(screen.getByRole('link', { name: 'Algebra drill' })).toBeInTheDocument();

    await channelServer.send(channels.teacherHomework(), { action: 'delete_homework', homework_id: 4 });
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'Algebra drill' })).toBeNull());
  });

  it('keeps homework announced while the list is still loading', async () => {
    const held = heldAnswers();
    const server = serve(held.responder);
    renderScreen(<TeacherHomeworkPage />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await vi.waitFor(() => expect(held.count).toBe(1));
    await channelServer.send(channels.teacherHomework(), { action: 'new_homework', homework: optics });
    await act(async () => held.release(json([algebra])));
    expect(await screen.findByRole('link', { name: 'Optics worksheet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Algebra drill' })).toBeInTheDocument();
    expect(server.requestsTo('listHomework')).toHaveLength(1);
  });

  it('fetches the list again when the channel comes back, since messages sent meanwhile are lost', async () => {
    const server = serve([algebra]);
    renderScreen(<TeacherHomeworkPage />);
    await screen.findByRole('link', { name: 'Algebra drill' });
    server.answer('listHomework', json([algebra, optics]));
    await channelServer.reconnect(channels.teacherHomework());
    expect(await screen.findByRole('link', { name: 'Optics worksheet' })).toBeInTheDocument();
  });

  it('turns a card to Deadline Passed when its due time passes while the page is open', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      vi.setSystemTime(new Date('2030-05-15T10:00:00Z'));
      serve([{ ...algebra, due_date: '2030-05-15T10:01:00Z' }]);
      renderScreen(<TeacherHomeworkPage />);
      const card = (await screen.findByRole('link', { name: 'Algebra drill' })).closest(
        'article',
      ) as HTMLElement;
      expect(within(card).getByText('Open')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(60_000));
      await vi.waitFor(() => expect(within(card).getByText('Deadline Passed')).toBeInTheDocument());
    } finally {
      vi.useRealTimers();
    }
  });

  it('says on a past-due card whether late work still comes in', async () => {
    serve([
      { ...algebra, due_date: '2020-01-01T10:00:00Z', allow_late: true },
      { ...optics, due_date: '2020-01-01T10:00:00Z', allow_late: false },
    ]);
    renderScreen(<TeacherHomeworkPage />);
    const cardOf = async (title: string) =>
      (await screen.findByRole('link', { name: title })).closest('article') as HTMLElement;
    const accepting = await cardOf('Algebra drill');
    const closed = await cardOf('Optics worksheet');
    expect(within(accepting).getByText('Late work accepted')).toBeInTheDocument();
    expect(within(closed).getByText('Closed to late work')).toBeInTheDocument();
    expect(within(closed).queryByText('Late work accepted')).toBeNull();
  });

  it('lets a past-due homework be edited without choosing a new due date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2030, 4, 15, 10, 0));
    try {
      const user = userEvent.setup();
      const server = serve([{ ...algebra, due_date: pastDue }]);
      renderScreen(<TeacherHomeworkPage />);
      await saveStatusChange(user, server, {
        editButton: 'Edit homework Algebra drill',
        dialog: 'Edit Homework',
        status: 'Closed',
        sends: {
          to: 'updateHomework',
          id: '4',
          body: { due_date: new Date(pastDue).toISOString(), status: 'closed' },
        },
      });
      expect(screen.getByText('Closed')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses to save without the required fields, with 'Please fill in all required fields.'", async () => {
    const user = userEvent.setup();
    const server = serve([]);
    renderScreen(<TeacherHomeworkPage />);
    await user.click(await screen.findByRole('button', { name: 'Create Homework' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Homework' });
    await user.type(within(dialog).getByLabelText(/Title/), 'Trigonometry');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(server.requestsTo('createHomework')).toHaveLength(0);
  });

  it('sends late work allowed by default, and closes a homework to late work when the box is unticked', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2030, 4, 15, 10, 0));
    try {
      const user = userEvent.setup();
      const server = serve([]);
      server.answer('createHomework', json({ ...algebra, allow_late: false }));
      renderScreen(<TeacherHomeworkPage />);
      await user.click(await screen.findByRole('button', { name: 'Create Homework' }));
      const dialog = await screen.findByRole('dialog', { name: 'Create Homework' });
      const lateWork = within(dialog).getByRole('checkbox', { name: /Accept late work/ });
      expect(lateWork).toBeChecked();
      await user.type(within(dialog).getByLabelText(/Title/), 'Trigonometry');
      await user.click(within(dialog).getByRole('button', { name: /Due Date & Time/ }));
      await user.click(within(dialog).getByRole('button', { name: /20 May 2030/ }));
      await user.click(await within(dialog).findByText('Olympiad 9A'));
      await user.click(lateWork);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await vi.waitFor(() => expect(server.requestsTo('createHomework')).toHaveLength(1));
      expect(server.bodiesSentTo('createHomework')).toEqual([
        expect.objectContaining({ title: 'Trigonometry', allow_late: false }),
      ]);
    } finally {
      vi.useRealTimers();
    }
  }, 60_000);

  it("quotes the server's answer when a save is refused, and says so in the modal", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2030, 4, 15, 10, 0));
    try {
      const user = userEvent.setup();
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      const server = serve([]);
      server.answer('createHomework', refuse(400, 'Title is too long.'));
      renderScreen(<TeacherHomeworkPage />);
      await user.click(await screen.findByRole('button', { name: 'Create Homework' }));
      const dialog = await screen.findByRole('dialog', { name: 'Create Homework' });
      await user.type(within(dialog).getByLabelText(/Title/), 'Trigonometry');
      await user.click(within(dialog).getByRole('button', { name: /Due Date & Time/ }));
      await user.click(within(dialog).getByRole('button', { name: /20 May 2030/ }));
      await user.click(await within(dialog).findByText('Olympiad 9A'));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Failed to save homework: Title is too long.')).toBeInTheDocument();
      expect(
        within(dialog).getByText('Failed to save homework. Check fields and try again.'),
      ).toBeInTheDocument();
      expect(server.bodiesSentTo('createHomework')).toEqual([
        expect.objectContaining({
          title: 'Trigonometry',
          batch_ids: [1],
          status: 'open',
          allow_resubmit: false,
          allow_late: true,
        }),
      ]);
      logged.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });
});
