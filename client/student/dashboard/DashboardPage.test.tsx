// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeworkFixtures, serverSubmission } from '../../../machines/testing/homework-submission.model';
import { messages } from '../../../shared/messages';
import type { Announcement } from '../../../shared/schemas/announcements';
import type { LiveClass, NextClass } from '../../../shared/schemas/classes';
import type { Profile } from '../../../shared/schemas/profile';
import { channels, type SocketMessage } from '../../../shared/socket';
import { channelServer } from '../../testing/fake-channel';
import { type FakeAnswer, fakeServer, heldAnswers, json, refuse } from '../../testing/fake-server';
import { renderScreen } from '../../testing/render-screen';
import { StudentProvider } from '../StudentContext';
import DashboardPage from './DashboardPage';

vi.mock('../../data/useChannel', () => import('../../testing/fake-channel'));

const profile: Profile = {
  first_name: 'Asha',
  last_name: 'Verma',
  email: 'asha@example.org',
  parent_name: 'Ravi Verma',
  mobile_number: '9876543210',
  communication_number: '9876543210',
  profile_picture: null,
  date_of_birth: null,
  address: '',
  state: null,
  batch: { id: 1, name: 'Olympiad 9A' },
  valid_until: null,
};
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
const primesNext: NextClass = { ...numberTheory, id: primes.id, topic: primes.topic };
const announcement: Announcement = {
  id: 1,
  type: 'batch',
  message: 'Bring a geometry box on Friday.',
  batch_id: 1,
  student_id: null,
  teacher_name: 'Anita Rao',
  created_at: '2026-11-20T10:00:00Z',
};
const fresh: Announcement = {
  ...announcement,
  id: 2,
  message: 'Class moved to 5 pm.',
  created_at: '2026-11-21T10:00:00Z',
};
const batchChannel = channels.studentBatch(1);

/** The server; `nextClass` answers successive fetches in turn, repeating the last. */
function serve(nextClass: FakeAnswer[] = [json(numberTheory)]) {
  const answers = [...nextClass];
  return fakeServer({
    getProfile: json(profile),
    studentBatches: json([{ id: 1, name: 'Olympiad 9A' }]),
    listHomework: json([]),
    studentTests: json([]),
    studentAnnouncements: json([announcement]),
    nextClass: () => (answers.length > 1 ? (answers.shift() as FakeAnswer) : answers[0]),
  });
}

function renderDashboard() {
  return renderScreen(
    <StudentProvider>
      <DashboardPage />
    </StudentProvider>,
    { path: '/dashboard' },
  );
}

/** The dashboard with the first fetch of `endpoint` held, so messages can arrive while it is under way. */
async function renderHoldingFirstFetch(endpoint: 'studentAnnouncements' | 'nextClass') {
  const held = heldAnswers();
  serve().answer(endpoint, held.responder);
  renderDashboard();
  await vi.waitFor(() => expect(held.count).toBe(1));
  return held;
}

const announcementTexts = () =>
  [...screen.getByRole('region', { name: 'Teacher announcements' }).querySelectorAll('li')].map(
    (item) => item.firstChild?.textContent,
  );

beforeEach(() => channelServer.openAtOnce());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the student dashboard', () => {
  it("greets the student by name and offers 'Join Class' with the class's link", async () => {
    serve();
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Welcome back, Asha!' })).toBeVisible();
    const join = await screen.findByRole('link', { name: messages.student.joinClass });
    expect(join).toHaveAttribute('href', numberTheory.zoom_link);
    expect(join).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Number theory')).toBeVisible();
  });

  it("shows 'Waiting for Link' while the class has no link", async () => {
    serve([json({ ...numberTheory, zoom_link: null })]);
    renderDashboard();
    expect(await screen.findByRole('button', { name: messages.student.waitingForLink })).toBeDisabled();
    expect(screen.queryByRole('link', { name: messages.student.joinClass })).not.toBeInTheDocument();
  });

  it("says 'No class this week' above a class more than a week away", async () => {
    serve([json({ ...numberTheory, start_time: new Date(Date.now() + 10 * 86_400_000).toISOString() })]);
    renderDashboard();
    expect(await screen.findByText(messages.student.noClassThisWeek)).toBeVisible();
  });

  it("treats a 404 as 'No upcoming class'", async () => {
    serve([refuse(404, 'No upcoming class.')]);
    renderDashboard();
    expect(await screen.findByText(messages.student.noUpcomingClass)).toBeVisible();
  });

  it.each([401, 403])('sends the student to /logout on a %i', async (status) => {
    serve([refuse(status, 'Not allowed.')]);
    renderDashboard();
    expect(await screen.findByText('Signed out')).toBeVisible();
  });

  it('fetches each answer once on load, after its channel listens', async () => {
    channelServer.holdOpening();
    const server = serve();
    renderDashboard();
    await vi.waitFor(() => expect(channelServer.isListening(batchChannel)).toBe(true));
    // A fetch answered before the channel listens could miss a message sent in between.
    expect(server.requestsTo('studentAnnouncements')).toHaveLength(0);
    expect(server.requestsTo('nextClass')).toHaveLength(0);
    await channelServer.open(batchChannel);
    await channelServer.open(channels.batchHomework(1));
    expect(await screen.findByText(announcement.message)).toBeVisible();
    expect(await screen.findByText('Number theory')).toBeVisible();
    await channelServer.open(channels.studentClass(numberTheory.id));
    await act(async () => {});
    expect(server.requestsTo('studentAnnouncements')).toHaveLength(1);
    expect(server.requestsTo('nextClass')).toHaveLength(1);
    expect(server.requestsTo('listHomework')).toHaveLength(1);
    expect(server.requestsTo('studentBatches')).toHaveLength(1);
  });

  it('shows an announcement sent while the first fetch was under way, whose answer lacks it', async () => {
    const held = await renderHoldingFirstFetch('studentAnnouncements');
    await channelServer.send(batchChannel, { action: 'new_announcement', announcement: fresh });
    await act(async () => held.release(json([announcement])));
    expect(await screen.findByText(fresh.message)).toBeVisible();
    expect(announcementTexts()).toEqual([fresh.message, announcement.message]);
  });

  it('refetches what the channel may have missed when it reconnects', async () => {
    const server = serve();
    renderDashboard();
    expect(await screen.findByText(announcement.message)).toBeVisible();
    server.answer('studentAnnouncements', json([fresh, announcement]));
    await channelServer.reconnect(batchChannel);
    expect(await screen.findByText(fresh.message)).toBeVisible();
    expect(server.requestsTo('studentAnnouncements')).toHaveLength(2);
  });

  it('shows the failure with a way to try again', async () => {
    const server = serve();
    server.answer('studentAnnouncements', refuse(500, 'Database unavailable.'));
    renderDashboard();
    expect(await screen.findByText('Announcements could not be loaded.')).toBeVisible();
    server.answer('studentAnnouncements', json([announcement]));
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByText(announcement.message)).toBeVisible();
  });

  it('refetches the next class on new_class and clears the schedule when that fails', async () => {
    serve([json(numberTheory), refuse(500, 'Database unavailable.')]);
    renderDashboard();
    await screen.findByText('Number theory');
    await channelServer.send(batchChannel, { action: 'new_class', class: primes });
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
    serve([json(numberTheory), json(primesNext)]);
    renderDashboard();
    await screen.findByText('Number theory');
    await channelServer.send(batchChannel, message);
    expect(await screen.findByText('Primes')).toBeVisible();
  });

  it('asks for the next class again when the shown one ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const endsInTenMinutes = new Date(Date.now() - 80 * 60_000).toISOString();
    const server = serve([json({ ...numberTheory, start_time: endsInTenMinutes }), json(primesNext)]);
    renderDashboard();
    await screen.findByText('Number theory');
    const fetched = server.requestsTo('nextClass').length;
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000 - 1_000));
    expect(server.requestsTo('nextClass')).toHaveLength(fetched);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByText('Primes')).toBeVisible();
  });

  it('shows only the latest answer when an older fetch answers last', async () => {
    const held = await renderHoldingFirstFetch('nextClass');
    await channelServer.send(batchChannel, { action: 'new_class', class: primes });
    await vi.waitFor(() => expect(held.count).toBe(2));
    await act(async () => held.release(json(primesNext), 1));
    expect(await screen.findByText('Primes')).toBeVisible();
    await act(async () => held.release(json(numberTheory)));
    expect(screen.getByText('Primes')).toBeVisible();
    expect(screen.queryByText('Number theory')).not.toBeInTheDocument();
  });

  it('refetches the next class on any message of its own channel', async () => {
    const moved = { ...numberTheory, topic: 'Number theory (moved)' };
    serve([json(numberTheory), json(moved)]);
    renderDashboard();
    await screen.findByText('Number theory');
    await channelServer.send(channels.studentClass(numberTheory.id), {
      action: 'delete_class',
      class_id: numberTheory.id,
    });
    expect(await screen.findByText('Number theory (moved)')).toBeVisible();
  });

  it("shows the teacher's announcements and adds a new one once, live", async () => {
    serve();
    renderDashboard();
    expect(await screen.findByText(announcement.message)).toBeVisible();
    await channelServer.send(batchChannel, { action: 'new_announcement', announcement: fresh });
    await channelServer.send(batchChannel, { action: 'new_announcement', announcement: fresh });
    expect(await screen.findByText(fresh.message)).toBeVisible();
    expect(announcementTexts()).toEqual([fresh.message, announcement.message]);
  });

  it('shows as latest homework what is still to do, not the newer one already handed in', async () => {
    const toDo = {
      ...homeworkFixtures.openOnce,
      id: 21,
      title: 'Ratios',
      created_at: '2026-11-10T00:00:00Z',
    };
    const handedIn = {
      ...homeworkFixtures.openOnce,
      id: 22,
      title: 'Fractions',
      created_at: '2026-11-12T00:00:00Z',
      submissions: [{ ...serverSubmission, homework: 22 }],
    };
    serve().answer('listHomework', json([handedIn, toDo]));
    renderDashboard();
    const latest = screen.getByRole('region', { name: 'Latest homework' });
    expect(await within(latest).findByText('Ratios')).toBeVisible();
    expect(within(latest).queryByText('Fractions')).not.toBeInTheDocument();
  });

  it('lists recent feedback, and adds feedback live as the teacher gives it', async () => {
    const graded = {
      ...homeworkFixtures.openOnce,
      id: 31,
      title: 'Fractions',
      submissions: [{ ...serverSubmission, id: 131, homework: 31, feedback: 'Tidy work.', grade: 'A' }],
    };
    const awaiting = {
      ...homeworkFixtures.openOnce,
      id: 32,
      title: 'Ratios',
      submissions: [{ ...serverSubmission, id: 132, homework: 32, submitted_at: '2026-11-21T10:00:00.000Z' }],
    };
    serve().answer('listHomework', json([graded, awaiting]));
    renderDashboard();
    const recent = screen.getByRole('region', { name: 'Recent feedback' });
    expect(await within(recent).findByText('Fractions')).toBeVisible();
    expect(within(recent).getByText('Grade: A')).toBeVisible();
    expect(within(recent).getByText('“Tidy work.”')).toBeVisible();
    expect(within(recent).queryByText('Ratios')).not.toBeInTheDocument();

    await vi.waitFor(() => expect(channelServer.isListening(channels.homeworkSubmissions(32))).toBe(true));
    await channelServer.send(channels.homeworkSubmissions(32), {
      action: 'feedback',
      submission: { ...awaiting.submissions[0], feedback: 'Show the unitary method.', grade: 'B' },
    });
    expect(await within(recent).findByText('Ratios')).toBeVisible();
    expect(within(recent).getByText('Grade: B')).toBeVisible();
    // The latest hand-in comes first.
    expect([...recent.querySelectorAll('li')].map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Ratios',
      'Fractions',
    ]);
  });
});
