// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages';
import type { Announcement } from '../../../shared/schemas/announcements';
import type { LiveClass, NextClass } from '../../../shared/schemas/classes';
import type { Profile } from '../../../shared/schemas/profile';
import { channels, type SocketMessage } from '../../../shared/socket';
import { api } from '../../api/client';
import { ApiRequestError } from '../../api/errors';
import { useChannel } from '../../api/useChannel';
import { system } from '../../app/theme';
import { StudentProvider } from '../StudentContext';
import DashboardPage from './DashboardPage';

vi.mock('../../api/client', () => ({ api: { call: vi.fn() } }));
vi.mock('../../api/useChannel', () => ({ useChannel: vi.fn(() => ({ status: 'open' })) }));

const profile = { first_name: 'Asha', last_name: 'Verma', profile_picture: null } as Profile;
const numberTheory: NextClass = {
  id: 9,
  topic: 'Number theory',
  start_time: new Date(Date.now() + 86_400_000).toISOString(),
  zoom_link: 'https://zoom.us/j/123',
};
/** Another class of the batch, as the batch channel carries it. */
const primes: LiveClass = {
  id: 10,
  topic: 'Primes',
  batch: { id: 1, name: 'Olympiad 9A' },
  start_time: numberTheory.start_time,
  zoom_link: null,
  status: 'scheduled',
  notes: '',
};
const announcement: Announcement = {
  id: 1,
  type: 'batch',
  message: 'Bring a geometry box on Friday.',
  batch_id: 1,
  student_id: null,
  teacher_name: 'Anita Rao',
  created_at: '2026-11-20T10:00:00Z',
};

/** The server's answers; `nextClass` is a list so a test can answer successive fetches differently. */
function answerCalls(nextClass: Array<NextClass | ApiRequestError>) {
  const answers = [...nextClass];
  vi.mocked(api.call).mockImplementation((async (name: string) => {
    if (name === 'getProfile') return profile;
    if (name === 'studentBatches') return [{ id: 1, name: 'Olympiad 9A' }];
    if (name === 'listHomework') return [];
    if (name === 'studentAnnouncements') return [announcement];
    if (name === 'nextClass') {
      const answer = answers.length > 1 ? answers.shift() : answers[0];
      if (answer instanceof ApiRequestError) throw answer;
      return answer;
    }
    throw new Error(`unexpected call ${name}`);
  }) as typeof api.call);
}

/** Plays the server on one channel: the handler the screen last gave for that path. */
function channelSends(path: string, message: SocketMessage) {
  const call = vi.mocked(useChannel).mock.calls.findLast(([listened]) => listened === path);
  if (!call) throw new Error(`The dashboard does not listen on ${path}`);
  call[1](message);
}

function renderDashboard() {
  render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route
            path="/dashboard"
            element={
              <StudentProvider>
                <DashboardPage />
              </StudentProvider>
            }
          />
          <Route path="/logout" element={<p>Signed out</p>} />
        </Routes>
      </MemoryRouter>
    </ChakraProvider>,
  );
}

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  vi.mocked(useChannel).mockReset();
  // Channels that never open: an open one refetches, which would take the answers meant for a test.
  vi.mocked(useChannel).mockImplementation(() => ({ status: 'connecting' }));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const nextClassCalls = () => vi.mocked(api.call).mock.calls.filter(([name]) => name === 'nextClass').length;

describe('the student dashboard', () => {
  it("greets the student by name and offers 'Join Class' with the class's link", async () => {
    answerCalls([numberTheory]);
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Welcome back, Asha!' })).toBeVisible();
    const join = await screen.findByRole('link', { name: messages.student.joinClass });
    expect(join).toHaveAttribute('href', numberTheory.zoom_link);
    expect(join).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Number theory')).toBeVisible();
  });

  it("shows 'Waiting for Link' while the class has no link", async () => {
    answerCalls([{ ...numberTheory, zoom_link: null }]);
    renderDashboard();
    expect(await screen.findByRole('button', { name: messages.student.waitingForLink })).toBeDisabled();
    expect(screen.queryByRole('link', { name: messages.student.joinClass })).not.toBeInTheDocument();
  });

  it("says 'No class this week' above a class more than a week away", async () => {
    answerCalls([{ ...numberTheory, start_time: new Date(Date.now() + 10 * 86_400_000).toISOString() }]);
    renderDashboard();
    expect(await screen.findByText(messages.student.noClassThisWeek)).toBeVisible();
  });

  it("treats a 404 as 'No upcoming class'", async () => {
    answerCalls([new ApiRequestError(404, { detail: 'No upcoming class.' })]);
    renderDashboard();
    expect(await screen.findByText(messages.student.noUpcomingClass)).toBeVisible();
  });

  it.each([401, 403])('sends the student to /logout on a %i', async (status) => {
    answerCalls([new ApiRequestError(status, { detail: 'Not allowed.' })]);
    renderDashboard();
    expect(await screen.findByText('Signed out')).toBeVisible();
  });

  it('refetches the next class on new_class and clears the schedule when that fails', async () => {
    answerCalls([numberTheory, new ApiRequestError(500, { detail: 'Database unavailable.' })]);
    renderDashboard();
    await screen.findByText('Number theory');
    channelSends(channels.studentBatch(1), { action: 'new_class', class: primes });
    expect(await screen.findByText(messages.student.noUpcomingClass)).toBeVisible();
    expect(screen.queryByText('Number theory')).not.toBeInTheDocument();
  });

  // Moving or removing any class of the batch may change which one is next.
  it.each<SocketMessage>([
    { action: 'new_class', class: primes },
    {
      action: 'update_class',
      class: { ...primes, start_time: new Date(Date.now() + 3_600_000).toISOString() },
    },
    { action: 'delete_class', class_id: numberTheory.id },
  ])('refetches the next class on $action from the batch channel', async (message) => {
    answerCalls([numberTheory, { ...numberTheory, id: primes.id, topic: primes.topic }]);
    renderDashboard();
    await screen.findByText('Number theory');
    channelSends(channels.studentBatch(1), message);
    expect(await screen.findByText('Primes')).toBeVisible();
  });

  it('asks for the next class again when the shown one ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const endsInTenMinutes = new Date(Date.now() - 80 * 60_000).toISOString();
    answerCalls([
      { ...numberTheory, start_time: endsInTenMinutes },
      { ...numberTheory, id: 10, topic: 'Primes' },
    ]);
    renderDashboard();
    await screen.findByText('Number theory');
    const fetched = nextClassCalls();
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000 - 1_000));
    expect(nextClassCalls()).toBe(fetched);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByText('Primes')).toBeVisible();
  });

  it('shows only the latest answer when an older fetch answers last', async () => {
    const answers: Array<(nextClass: NextClass) => void> = [];
    vi.mocked(api.call).mockImplementation((async (name: string) => {
      if (name === 'nextClass') return new Promise<NextClass>((resolve) => answers.push(resolve));
      if (name === 'studentAnnouncements' || name === 'listHomework') return [];
      if (name === 'studentBatches') return [{ id: 1, name: 'Olympiad 9A' }];
      return profile;
    }) as typeof api.call);
    renderDashboard();
    await vi.waitFor(() => channelSends(channels.studentBatch(1), { action: 'new_class', class: primes }));
    expect(answers).toHaveLength(2);
    act(() => answers[1]({ ...numberTheory, id: primes.id, topic: primes.topic }));
    expect(await screen.findByText('Primes')).toBeVisible();
    await act(async () => answers[0](numberTheory));
    expect(screen.getByText('Primes')).toBeVisible();
    expect(screen.queryByText('Number theory')).not.toBeInTheDocument();
  });

  it('refetches the next class on any message of its own channel', async () => {
    const moved = { ...numberTheory, topic: 'Number theory (moved)' };
    answerCalls([numberTheory, moved]);
    renderDashboard();
    await screen.findByText('Number theory');
    channelSends(channels.studentClass(numberTheory.id), {
      action: 'delete_class',
      class_id: numberTheory.id,
    });
    expect(await screen.findByText('Number theory (moved)')).toBeVisible();
  });

  it("shows the teacher's announcements and adds a new one once, live", async () => {
    answerCalls([numberTheory]);
    renderDashboard();
    expect(await screen.findByText(announcement.message)).toBeVisible();
    const fresh = {
      ...announcement,
      id: 2,
      message: 'Class moved to 5 pm.',
      created_at: '2026-11-21T10:00:00Z',
    };
    channelSends(channels.studentBatch(1), { action: 'new_announcement', announcement: fresh });
    channelSends(channels.studentBatch(1), { action: 'new_announcement', announcement: fresh });
    expect(await screen.findByText('Class moved to 5 pm.')).toBeVisible();
    const items = screen.getByRole('region', { name: 'Teacher announcements' }).querySelectorAll('li');
    expect([...items].map((item) => item.firstChild?.textContent)).toEqual([
      fresh.message,
      announcement.message,
    ]);
  });
});
