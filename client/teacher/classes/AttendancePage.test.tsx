// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClassAttendance } from '../../../shared/schemas/attendance';
import { fakeServer, json, refuse } from '../../testing/fake-server';
import { cleanUpAfterEach, renderScreen } from '../../testing/render-screen';
import AttendancePage from './AttendancePage';

cleanUpAfterEach();

const start = '2026-11-20T10:30:00.000Z';
const roster: ClassAttendance = {
  class: { id: 7, topic: 'Circles', start_time: start, batch: { id: 1, name: 'Olympiad 9A' } },
  marked: false,
  marked_at: null,
  students: [
    {
      student: { id: 11, first_name: 'Asha', last_name: 'Verma' },
      status: null,
      remark: '',
      joined_at: null,
      suggested: null,
    },
    {
      student: { id: 12, first_name: 'Rohan', last_name: 'Iyer' },
      status: null,
      remark: '',
      joined_at: '2026-11-20T10:45:00.000Z',
      suggested: 'late',
    },
  ],
};

const renderPage = () => renderScreen(<AttendancePage />, { path: '/7', route: '/:classId' });
const choiceOf = (name: string, status: string) =>
  within(screen.getByRole('radiogroup', { name: `Attendance of ${name}` })).getByRole('radio', {
    name: status,
  });

describe('marking a class', () => {
  it('starts from the join clicks, waits for every student, and sends All present with the exceptions', async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      classAttendance: json(roster),
      markAttendance: json({ ...roster, marked: true, marked_at: start }),
    });
    renderPage();
    expect(await screen.findByText('Attendance not marked yet')).toBeVisible();
    expect(choiceOf('Rohan Iyer', 'Late')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: 'Save attendance' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'All present' }));
    await user.click(choiceOf('Rohan Iyer', 'Absent'));
    await user.type(screen.getByLabelText('Remark for Rohan Iyer (optional)'), 'Unwell');
    await user.click(screen.getByRole('button', { name: 'Save attendance' }));
    expect(await screen.findByText('Attendance saved.')).toBeVisible();
    expect(server.bodiesSentTo('markAttendance')).toEqual([
      {
        entries: [
          { student_id: 11, status: 'present', remark: '' },
          { student_id: 12, status: 'absent', remark: 'Unwell' },
        ],
      },
    ]);
    expect(await screen.findByText('Attendance marked')).toBeVisible();
  });

  it('says when the class is not one of the teacher’s', async () => {
    fakeServer({ classAttendance: refuse(403, 'This class belongs to a batch you do not teach.') });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such class in your batches.');
  });
});
