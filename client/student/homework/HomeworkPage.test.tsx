// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeworkFixtures, serverSubmission } from '../../../machines/testing/homework-submission.model';
import { messages } from '../../../shared/messages';
import type { Homework } from '../../../shared/schemas/homework';
import { channels, type SocketMessage } from '../../../shared/socket';
import { api } from '../../api/client';
import { type ChannelStatus, useChannel } from '../../api/useChannel';
import { system } from '../../app/theme';
import { StudentProvider } from '../StudentContext';
import HomeworkPage from './HomeworkPage';

vi.mock('../../api/client', () => ({ api: { call: vi.fn() } }));
vi.mock('../../api/useChannel', () => ({ useChannel: vi.fn(() => ({ status: 'open' })) }));

const batchId = 1;
const algebra: Homework = { ...homeworkFixtures.openOnce, id: 11, title: 'Algebra drill', subject: 'Maths' };
const optics: Homework = {
  ...homeworkFixtures.openOnce,
  id: 12,
  title: 'Optics problems',
  subject: 'Physics',
  created_at: '2026-11-19T09:00:00.000Z',
  submissions: [{ ...serverSubmission, homework: 12 }],
};

function answerCalls(listHomework: () => Homework[]) {
  vi.mocked(api.call).mockImplementation((async (name: string) => {
    if (name === 'getProfile') throw new Error('not needed here');
    if (name === 'studentBatches') return [{ id: batchId, name: 'Olympiad 9A' }];
    if (name === 'listHomework') return listHomework();
    throw new Error(`unexpected call ${name}`);
  }) as typeof api.call);
}

function channelSends(path: string, message: SocketMessage) {
  const call = vi.mocked(useChannel).mock.calls.findLast(([listened]) => listened === path);
  if (!call) throw new Error(`The page does not listen on ${path}`);
  act(() => call[1](message));
}

/** Every channel now reports `status`; the page sees it on its next render. */
async function channelsAre(status: ChannelStatus, rerender: () => void) {
  vi.mocked(useChannel).mockImplementation(() => ({ status }));
  await act(async () => rerender());
}

const page = () => (
  <ChakraProvider value={system}>
    <StudentProvider>
      <HomeworkPage />
    </StudentProvider>
  </ChakraProvider>
);

/** Renders the page; the returned function renders it again, as a parent's update would. */
function renderPage() {
  const { rerender } = render(page());
  return () => rerender(page());
}

const titles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  vi.mocked(useChannel).mockReset();
  vi.mocked(useChannel).mockImplementation(() => ({ status: 'open' }));
});
afterEach(cleanup);

describe('the homework page', () => {
  it("says 'No homework assigned yet.' when there is none", async () => {
    answerCalls(() => []);
    renderPage();
    expect(await screen.findByText(messages.student.noHomework)).toBeVisible();
  });

  it("says 'Failed to fetch homework.' when the list cannot be loaded", async () => {
    answerCalls(() => {
      throw new Error('down');
    });
    renderPage();
    expect(await screen.findByText(messages.student.homeworkFetchFailed)).toBeVisible();
  });

  it('filters by subject', async () => {
    const user = userEvent.setup();
    answerCalls(() => [algebra, optics]);
    renderPage();
    await screen.findByText('Algebra drill');
    await user.selectOptions(screen.getByLabelText('Subject'), 'Physics');
    expect(titles()).toEqual(['Optics problems']);
  });

  it('says so when no homework matches the chosen subject', async () => {
    const user = userEvent.setup();
    answerCalls(() => [algebra, optics]);
    renderPage();
    await screen.findByText('Algebra drill');
    expect(screen.queryByText(messages.student.noHomeworkForSubject)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Subject'), 'Chemistry');
    expect(titles()).toEqual([]);
    expect(screen.getByText(messages.student.noHomeworkForSubject)).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Subject'), 'all');
    expect(screen.queryByText(messages.student.noHomeworkForSubject)).not.toBeInTheDocument();
  });

  it('adds, replaces and removes homework as the batch channel says', async () => {
    answerCalls(() => [algebra]);
    renderPage();
    await screen.findByText('Algebra drill');
    const path = channels.batchHomework(batchId);
    channelSends(path, { action: 'new_homework', homework: optics });
    channelSends(path, { action: 'new_homework', homework: optics });
    // Latest first: the optics homework was assigned a day later.
    expect(titles()).toEqual(['Optics problems', 'Algebra drill']);
    channelSends(path, {
      action: 'update_homework',
      homework: { ...algebra, title: 'Algebra drill, part 2' },
    });
    expect(titles()).toEqual(['Optics problems', 'Algebra drill, part 2']);
    channelSends(path, { action: 'delete_homework', homework_id: optics.id });
    expect(titles()).toEqual(['Algebra drill, part 2']);
  });

  it("shows feedback from the homework's submission channel in the open modal", async () => {
    const user = userEvent.setup();
    answerCalls(() => [optics]);
    renderPage();
    const card = await screen.findByRole('article', { name: 'Optics problems' });
    await user.click(within(card).getByRole('button', { name: 'View feedback' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(messages.student.noFeedback)).toBeVisible();
    channelSends(channels.homeworkSubmissions(optics.id), {
      action: 'feedback',
      submission: { ...serverSubmission, homework: optics.id, feedback: 'Check the sign convention.' },
    });
    expect(await within(dialog).findByText('Check the sign convention.')).toBeVisible();
  });

  it('refetches when a channel reopens, without duplicating what a message already added', async () => {
    let server = [algebra];
    answerCalls(() => server);
    const rerender = renderPage();
    await screen.findByText('Algebra drill');
    channelSends(channels.batchHomework(batchId), { action: 'new_homework', homework: optics });
    server = [algebra, optics];

    await channelsAre('closed', rerender);
    await channelsAre('open', rerender);
    await vi.waitFor(() =>
      expect(
        vi.mocked(api.call).mock.calls.filter(([name]) => name === 'listHomework').length,
      ).toBeGreaterThan(1),
    );
    expect(titles()).toEqual(['Optics problems', 'Algebra drill']);
  });

  it('applies live changes that arrive during a refetch on top of its older answer', async () => {
    const fresh = { ...optics, submissions: [] };
    const server = heldListAnswers();
    vi.mocked(useChannel).mockImplementation(() => ({ status: 'connecting' }));
    const rerender = renderPage();
    server.answerNext([algebra]);
    await screen.findByText('Algebra drill');

    await channelsAre('open', rerender);
    expect(server.waiting()).toBe(1);
    const path = channels.batchHomework(batchId);
    channelSends(path, { action: 'new_homework', homework: fresh });
    channelSends(path, { action: 'delete_homework', homework_id: algebra.id });
    // The server took its snapshot before either message.
    server.answerNext([algebra]);
    await act(async () => {});
    expect(titles()).toEqual(['Optics problems']);
  });

  it('makes one more list fetch, not one per channel, when several channels reopen together', async () => {
    const submitted = [21, 22, 23].map((id) => ({
      ...optics,
      id,
      title: `Worksheet ${id}`,
      submissions: [{ ...serverSubmission, homework: id }],
    }));
    const server = heldListAnswers();
    vi.mocked(useChannel).mockImplementation(() => ({ status: 'connecting' }));
    const rerender = renderPage();
    server.answerNext(submitted);
    await screen.findByText('Worksheet 21');
    expect(server.calls()).toBe(1);

    // The batch channel and three submission channels open in the same moment.
    await channelsAre('open', rerender);
    expect(server.calls()).toBe(2);
    server.answerNext(submitted);
    await vi.waitFor(() => expect(server.calls()).toBe(3));
    server.answerNext(submitted);
    await act(async () => {});
    expect(server.calls()).toBe(3);
    expect(titles()).toEqual(['Worksheet 23', 'Worksheet 22', 'Worksheet 21']);
  });
});

/** The list call waits until the test answers it, as a slow server would. */
function heldListAnswers() {
  const waiting: Array<(list: Homework[]) => void> = [];
  answerCalls(() => new Promise<Homework[]>((resolve) => waiting.push(resolve)) as unknown as Homework[]);
  return {
    calls: () => vi.mocked(api.call).mock.calls.filter(([name]) => name === 'listHomework').length,
    waiting: () => waiting.length,
    answerNext: (list: Homework[]) => {
      const answer = waiting.shift();
      if (!answer) throw new Error('No list call is waiting');
      act(() => answer(list));
    },
  };
}
