// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../testing/fake-server';
import { cleanUpAfterEach, renderScreen } from '../../testing/render-screen';
import TeacherStudentsPage from './TeacherStudentsPage';

const batch = { id: 2, name: 'JEE 10B' };

describe("The teacher's students", () => {
  cleanUpAfterEach();

  it('shows each student’s batch and marks a lapsed subscription with the day it ended', async () => {
    fakeServer({
      teacherStudents: json([
        {
          id: 7,
          full_name: 'Aarav Sharma',
          email: 'aarav@example.test',
          batch,
          status: 'active',
          valid_until: '2030-03-31',
        },
        {
          id: 8,
          full_name: 'Kabir Mehta',
          email: 'kabir@example.test',
          batch: { id: 3, name: 'Olympiad 9A' },
          status: 'lapsed',
          valid_until: '2026-10-31',
        },
      ]),
    });
    renderScreen(<TeacherStudentsPage />);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Batch' })).toBeInTheDocument();

    const [, aarav, kabir] = within(table).getAllByRole('row');
    expect(within(aarav).getByText('JEE 10B')).toBeInTheDocument();
    expect(within(aarav).queryByText('Lapsed')).not.toBeInTheDocument();
    expect(within(kabir).getByText('Olympiad 9A')).toBeInTheDocument();
    expect(within(kabir).getByText('Lapsed')).toBeInTheDocument();
    expect(within(kabir).getByText(/subscription ended 31 Oct 2026/)).toBeInTheDocument();
    expect(within(kabir).getByRole('link', { name: 'Progress report of Kabir Mehta' })).toHaveAttribute(
      'href',
      '/teacher/students/8/progress',
    );
  });
});
