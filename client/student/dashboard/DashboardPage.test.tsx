// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages';
import type { Announcement } from '../../../shared/schemas/announcements';
import type { NextClass } from '../../../shared/schemas/classes';
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
  vi.mocked(useChannel).mockClear();
});
afterEach(cleanup);

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

  it('sends the student to /logout on a 401 or 403', async () => {
    answerCalls([new ApiRequestError(403, { detail: 'Subscription lapsed.' })]);
    renderDashboard();
    expect(await screen.findByText('Signed out')).toBeVisible();
  });

  it('refetches the next class on new_class and clears the schedule when that fails', async () => {
    answerCalls([numberTheory, new ApiRequestError(500, { detail: 'Database unavailable.' })]);
    renderDashboard();
    await screen.findByText('Number theory');
    channelSends(channels.studentBatch(1), {
      action: 'new_class',
      class: {
        id: 10,
        topic: 'Primes',
        batch: { id: 1, name: 'Olympiad 9A' },
        start_time: numberTheory.start_time,
        zoom_link: null,
        status: 'scheduled',
        notes: '',
      },
    });
    expect(await screen.findByText(messages.student.noUpcomingClass)).toBeVisible();
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
