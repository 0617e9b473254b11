// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveClass } from '../../../shared/schemas/classes';
import { channels } from '../../../shared/socket';
import { channelServer } from '../../testing/fake-channel';
import { type FakeServer, fakeServer, json } from '../../testing/fake-server';
import { renderScreen } from '../../testing/render-screen';
import TeacherHomePage from './TeacherHomePage';

vi.mock('../../data/useChannel', () => import('../../testing/fake-channel'));

const optics: LiveClass = {
  id: 9,
  topic: 'Optics',
  batch: { id: 2, name: 'JEE 10B' },
  start_time: new Date(2030, 4, 20, 16, 30).toISOString(),
  zoom_link: null,
  status: 'active',
  notes: '',
};

describe('Teacher home', () => {
  let server: FakeServer;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2030, 4, 15, 10, 0));
    server = fakeServer({
      teacherAttendanceMarks: json([]),
      teacherClassesByDate: (request) => json(request.query.date === '2030-05-20' ? [optics] : []),
      teacherBatches: json([{ id: 1, name: 'Olympiad 9A' }, optics.batch]),
      teacherStudents: json([]),
      pendingReviews: json([]),
      calendarFeed: json({ path: '/cal/0123456789abcdef0123456789abcdef.ics' }),
      sendAnnouncement: (request) =>
        json({
          id: 1,
          ...(request.body as object),
          student_id: null,
          teacher_name: 'Anita Rao',
          created_at: '2030-05-15T10:00:00Z',
        }),
    });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows the chosen day's classes, the pending panel, and sends an announcement", async () => {
    const user = userEvent.setup();
    renderScreen(<TeacherHomePage />);
    expect(await screen.findByText('No classes scheduled for this date.')).toBeInTheDocument();
    expect(await screen.findByText('No submissions are waiting for feedback.')).toBeInTheDocument();
    // Pending work comes first, before the calendar and the classes (as a phone shows it).
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.slice(0, 2)).toEqual(['Pending Submissions', 'Choose a date']);

    await user.click(screen.getByRole('button', { name: /20 May 2030/ }));
    expect(await screen.findByRole('heading', { name: 'Optics' })).toBeInTheDocument();
    expect(screen.getByText('04:30 PM')).toBeInTheDocument();
    // The day is the browser's calendar day, so the server is told the browser's zone.
    expect(server.requestsTo('teacherClassesByDate').map((request) => request.query)).toContainEqual({
      date: '2030-05-20',
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });

    await user.click(screen.getByRole('button', { name: 'Send Announcement' }));
    expect(await screen.findByText('Please enter an announcement message')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Send to'), 'batch');
    await user.selectOptions(screen.getByLabelText('Batch'), 'JEE 10B');
    await user.type(screen.getByLabelText('Message'), 'Test moved to Friday');
    await user.click(screen.getByRole('button', { name: 'Send Announcement' }));
    expect(await screen.findByText('Announcement sent successfully!')).toBeInTheDocument();
    expect(server.bodiesSentTo('sendAnnouncement')).toEqual([
      { type: 'batch', message: 'Test moved to Friday', batch_id: 2 },
    ]);
    // Typing into a whole dashboard (calendar, panels, form) takes jsdom a while on a busy machine.
  }, 40_000);

  it("adds a class announced for the shown day, and moves one off it when it's rescheduled", async () => {
    renderScreen(<TeacherHomePage />);
    await screen.findByText('No classes scheduled for this date.');
    const tonight = {
      ...optics,
      id: 10,
      topic: 'Vectors',
      start_time: new Date(2030, 4, 15, 18, 0).toISOString(),
    };
    await channelServer.send(channels.teacherClasses(), { action: 'new_class', class: optics });
    await channelServer.send(channels.teacherClasses(), { action: 'new_class', class: tonight });
    expect(await screen.findByRole('heading', { name: 'Vectors' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Optics' })).toBeNull();

    await channelServer.send(channels.teacherClasses(), {
      action: 'update_class',
      class: { ...tonight, start_time: optics.start_time },
    });
    expect(await screen.findByText('No classes scheduled for this date.')).toBeInTheDocument();
  });
});
