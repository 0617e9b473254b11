// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Homework } from '../../../shared/schemas/homework';
import { channels } from '../../../shared/socket';
import { api } from '../../api/client';
import { ApiRequestError } from '../../api/errors';
import { channelServer } from '../../testing/fake-channel';
import { renderScreen } from '../../testing/render-screen';
import ManageHomework from './ManageHomework';

vi.mock('../../api/client', () => ({ api: { call: vi.fn() } }));
vi.mock('../../api/useChannel', () => import('../../testing/fake-channel'));

const pastDue = '2030-05-01T10:00:00Z';
const algebra: Homework = {
  id: 4,
  title: 'Algebra drill',
  description: 'Exercises 1 to 10',
  due_date: '2099-01-01T10:00:00Z',
  status: 'open',
  gdrive_link: null,
  allow_resubmit: false,
  subject: 'Maths',
  batch_names: [{ id: 1, name: 'Olympiad 9A' }],
  submissions: [],
  created_at: '2030-01-01T10:00:00Z',
};

const optics: Homework = { ...algebra, id: 5, title: 'Optics worksheet' };

function answerCalls(homework: Homework[] | Promise<Homework[]>) {
  vi.mocked(api.call).mockImplementation((async (name: string) => {
    if (name === 'listHomework') return homework;
    if (name === 'updateHomework') return { ...algebra, status: 'closed', due_date: pastDue };
    if (name === 'teacherBatches') return [{ id: 1, name: 'Olympiad 9A' }];
    if (name === 'deleteHomework') return { detail: 'Deleted.' };
    throw new Error(`unexpected call ${name}`);
  }) as typeof api.call);
}

describe('Manage Homework', () => {
  beforeEach(() => {
    vi.mocked(api.call).mockReset();
  });
  afterEach(cleanup);

  it('shows Loading... and then the empty state', async () => {
    answerCalls([]);
    renderScreen(<ManageHomework />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('No homework found.')).toBeInTheDocument();
  });

  it('adds homework announced on the socket, and removes a deleted one only when the socket says so', async () => {
    const user = userEvent.setup();
    answerCalls([algebra]);
    renderScreen(<ManageHomework />);
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
    expect(api.call).toHaveBeenCalledWith('deleteHomework', { params: { id: 4 } });
    expect(screen.getByRole('link', { name: 'Algebra drill' })).toBeInTheDocument();

    await channelServer.send(channels.teacherHomework(), { action: 'delete_homework', homework_id: 4 });
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'Algebra drill' })).toBeNull());
  });

  it('keeps homework announced while the list is still loading', async () => {
    let answerList: (homework: Homework[]) => void = () => {};
    answerCalls(
      new Promise<Homework[]>((resolve) => {
        answerList = resolve;
      }),
    );
    renderScreen(<ManageHomework />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await channelServer.send(channels.teacherHomework(), { action: 'new_homework', homework: optics });
    await act(async () => answerList([algebra]));
    expect(await screen.findByRole('link', { name: 'Optics worksheet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Algebra drill' })).toBeInTheDocument();
  });

  it('fetches the list again when the channel comes back, since messages sent meanwhile are lost', async () => {
    answerCalls([algebra]);
    renderScreen(<ManageHomework />);
    await screen.findByRole('link', { name: 'Algebra drill' });
    answerCalls([algebra, optics]);
    await channelServer.reconnect(channels.teacherHomework());
    expect(await screen.findByRole('link', { name: 'Optics worksheet' })).toBeInTheDocument();
  });

  it('turns a card to Deadline Passed when its due time passes while the page is open', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      vi.setSystemTime(new Date('2030-05-15T10:00:00Z'));
      answerCalls([{ ...algebra, due_date: '2030-05-15T10:01:00Z' }]);
      renderScreen(<ManageHomework />);
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

  it('lets a past-due homework be edited without choosing a new due date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2030, 4, 15, 10, 0));
    try {
      const user = userEvent.setup();
      answerCalls([{ ...algebra, due_date: pastDue }]);
      renderScreen(<ManageHomework />);
      await user.click(await screen.findByRole('button', { name: 'Edit homework Algebra drill' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Homework' });
      await user.selectOptions(within(dialog).getByLabelText('Status'), 'Closed');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(api.call).toHaveBeenCalledWith('updateHomework', {
        params: { id: 4 },
        body: expect.objectContaining({ due_date: new Date(pastDue).toISOString(), status: 'closed' }),
      });
      expect(screen.getByText('Closed')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses to save without the required fields, with 'Please fill in all required fields.'", async () => {
    const user = userEvent.setup();
    answerCalls([]);
    renderScreen(<ManageHomework />);
    await user.click(await screen.findByRole('button', { name: 'Create Homework' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Homework' });
    await user.type(within(dialog).getByLabelText(/Title/), 'Trigonometry');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(api.call).not.toHaveBeenCalledWith('createHomework', expect.anything());
  });

  it("quotes the server's answer when a save is refused, and says so in the modal", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2030, 4, 15, 10, 0));
    try {
      const user = userEvent.setup();
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      answerCalls([]);
      const answerOthers = vi.mocked(api.call).getMockImplementation() as typeof api.call;
      vi.mocked(api.call).mockImplementation((async (name: string, options?: unknown) => {
        if (name === 'createHomework') throw new ApiRequestError(400, { detail: 'Title is too long.' });
        return answerOthers(name as never, options as never);
      }) as typeof api.call);
      renderScreen(<ManageHomework />);
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
      expect(api.call).toHaveBeenCalledWith('createHomework', {
        body: expect.objectContaining({
          title: 'Trigonometry',
          batch_ids: [1],
          status: 'open',
          allow_resubmit: false,
        }),
      });
      logged.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });
});
