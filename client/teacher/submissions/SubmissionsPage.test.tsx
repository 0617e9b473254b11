// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Homework } from '../../../shared/schemas/homework';
import type { TeacherSubmission } from '../../../shared/schemas/submissions';
import { channels } from '../../../shared/socket';
import { aHomework } from '../../../shared/testing/homework';
import { channelServer } from '../../testing/fake-channel';
import { type FakeAnswer, fakeServer, json, refuse } from '../../testing/fake-server';
import { cleanUpAfterEach, renderScreen } from '../../testing/render-screen';
import SubmissionsPage from './SubmissionsPage';

vi.mock('../../data/useChannel', () => import('../../testing/fake-channel'));

const submission = (
  id: number,
  firstName: string,
  batch: { id: number; name: string },
  submittedAt: string,
  extra: Partial<TeacherSubmission> = {},
): TeacherSubmission => ({
  id,
  homework: 4,
  homework_title: 'Algebra drill',
  drive_link: `https://drive.google.com/${id}`,
  submitted_at: submittedAt,
  is_late: false,
  feedback: '',
  grade: null,
  student: { id: id + 10, first_name: firstName, last_name: 'Student', batch },
  ...extra,
});

const olympiad = { id: 1, name: 'Olympiad 9A' };
const jee = { id: 2, name: 'JEE 10B' };
const submissions = [
  submission(1, 'Asha', olympiad, '2030-05-10T10:00:00Z', { grade: '7' }),
  submission(2, 'Meera', jee, '2030-05-12T10:00:00Z', { is_late: true, grade: '9' }),
  submission(3, 'Rohan', olympiad, '2030-05-11T10:00:00Z', {
    drive_link: 'javascript:alert(1)',
    feedback: 'Good work',
    grade: '8',
  }),
];

const algebraDrill: Homework = aHomework({
  id: 4,
  title: 'Algebra drill',
  due_date: '2030-05-12T10:00:00Z',
  subject: 'Maths',
  batch_names: [olympiad, jee],
});

const kiran = { id: 40, first_name: 'Kiran', last_name: 'Missing', batch: olympiad };

/** The server's answers: the given submissions of homework 4, who has not submitted, and the homework list. */
function serve(listed: TeacherSubmission[] | FakeAnswer, missing = { overdue: false, students: [kiran] }) {
  return fakeServer({
    listHomework: json([algebraDrill]),
    listSubmissions: Array.isArray(listed) ? json(listed) : listed,
    giveFeedback: json({ ...submissions[0], feedback: 'Neat steps', grade: '10' }),
    missingSubmissions: json({ due_date: '2030-05-20T10:00:00Z', ...missing }),
    sendReminder: (request) =>
      json({
        id: 9,
        type: 'student',
        message: 'Reminder: Algebra drill',
        batch_id: null,
        student_id: (request.body as { student_id: number }).student_id,
        teacher_name: 'Anita Rao',
        created_at: '2030-05-15T10:00:00Z',
      }),
  });
}

function renderAt(homeworkId: number) {
  return renderScreen(<SubmissionsPage />, {
    path: `/teacher/homework/${homeworkId}/submissions`,
    route: '/teacher/homework/:homeworkId/submissions',
  });
}

const shownNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

describe('Homework Submissions', () => {
  cleanUpAfterEach();

  it('lists newest first, filters by batch, sorts by grade, and marks late cards', async () => {
    const user = userEvent.setup();
    const server = serve(submissions);
    renderAt(4);
    await screen.findByRole('heading', { name: 'Meera Student (JEE 10B)' });
    expect(server.requestsTo('listSubmissions').map((request) => request.params)).toEqual([{ id: '4' }]);
    expect(shownNames()).toEqual([
      'Meera Student (JEE 10B)',
      'Rohan Student (Olympiad 9A)',
      'Asha Student (Olympiad 9A)',
    ]);

    const meera = screen
      .getByRole('heading', { name: 'Meera Student (JEE 10B)' })
      .closest('article') as HTMLElement;
    expect(within(meera).getByText('Late')).toBeInTheDocument();
    expect(within(meera).getByText('Pending Review')).toBeInTheDocument();
    const link = within(meera).getByRole('link', { name: /View Submission/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const rohan = screen
      .getByRole('heading', { name: 'Rohan Student (Olympiad 9A)' })
      .closest('article') as HTMLElement;
    expect(within(rohan).queryByRole('link')).toBeNull();
    expect(within(rohan).getByText('Link unavailable')).toBeInTheDocument();
    expect(within(rohan).queryByText(/javascript:/)).toBeNull();
    expect(within(rohan).getByText('Feedback Given')).toBeInTheDocument();
    expect(within(rohan).getByRole('button', { name: 'Edit Feedback' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Batch'), 'Olympiad 9A');
    expect(shownNames()).toEqual(['Rohan Student (Olympiad 9A)', 'Asha Student (Olympiad 9A)']);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Grade (Lowest)');
    expect(shownNames()).toEqual(['Asha Student (Olympiad 9A)', 'Rohan Student (Olympiad 9A)']);
  });

  it('lists who has not submitted, counts both lists by batch, and reminds a student', async () => {
    const user = userEvent.setup();
    const ravi = { id: 41, first_name: 'Ravi', last_name: 'Missing', batch: jee };
    const server = serve(submissions, { overdue: true, students: [kiran, ravi] });
    renderAt(4);
    await screen.findByRole('heading', { name: 'Meera Student (JEE 10B)' });
    expect(await screen.findByText('3 of 5 submitted')).toBeInTheDocument();
    const missing = screen.getByRole('region', { name: 'Not submitted (2)' });
    expect(within(missing).getAllByText('Overdue')).toHaveLength(2);

    await user.selectOptions(screen.getByLabelText('Batch'), 'JEE 10B');
    expect(screen.getByText('1 of 2 submitted')).toBeInTheDocument();
    expect(screen.queryByText(/Kiran/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remind Ravi Missing' }));
    await vi.waitFor(() =>
      expect(server.requestsTo('sendReminder')).toEqual([
        expect.objectContaining({ params: { id: '4' }, body: { student_id: 41 } }),
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Ravi Missing reminded' })).toBeDisabled();
    expect(await screen.findByText('Reminder sent to Ravi Missing.')).toBeInTheDocument();
  });

  it('takes a student off the missing list when their submission arrives live', async () => {
    const kiranSubmission = submission(30, 'Kiran', olympiad, '2030-05-13T10:00:00Z');
    serve(submissions, { overdue: false, students: [{ ...kiran, id: kiranSubmission.student.id }] });
    renderAt(4);
    expect(await screen.findByText('3 of 4 submitted')).toBeInTheDocument();
    await channelServer.send(channels.homeworkSubmissions(4), {
      action: 'new_submission',
      submission: kiranSubmission,
    });
    expect(await screen.findByText('4 of 4 submitted')).toBeInTheDocument();
    expect(screen.getByText('Everyone has submitted.')).toBeInTheDocument();
  });

  it('gives feedback with a grade, and the card shows it', async () => {
    const user = userEvent.setup();
    const server = serve(submissions);
    renderAt(4);
    const asha = (await screen.findByRole('heading', { name: 'Asha Student (Olympiad 9A)' })).closest(
      'article',
    ) as HTMLElement;
    await user.click(within(asha).getByRole('button', { name: 'Give Feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feedback for Asha' });
    const textarea = within(dialog).getByPlaceholderText('Write your feedback here...');
    expect(textarea).toHaveAttribute('rows', '5');
    await user.type(textarea, 'Neat steps');
    const grade = within(dialog).getByLabelText('Grade (optional)');
    expect(grade).toHaveValue('7');
    await user.clear(grade);
    await user.type(grade, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() =>
      expect(server.requestsTo('giveFeedback')).toEqual([
        expect.objectContaining({ params: { id: '1' }, body: { feedback: 'Neat steps', grade: '10' } }),
      ]),
    );
    await vi.waitFor(() => expect(within(asha).getByText('Feedback Given')).toBeInTheDocument());
    expect(within(asha).getByText('Grade: 10')).toBeInTheDocument();
  });

  it("shows the server's detail in the red box, or the general text", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(refuse(404, 'No such homework.'));
    renderAt(4);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load: No such homework.');
    cleanup();
    serve({ status: 500 });
    renderAt(4);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load submissions.');
  });

  it('names the homework and says so when there are no submissions yet', async () => {
    serve([]);
    renderAt(4);
    expect(await screen.findByText('No submissions available for the selected batch.')).toBeInTheDocument();
    expect(await screen.findByText('Algebra drill')).toBeInTheDocument();
  });

  it('shows a submission handed in live, and fetches again when the channel comes back', async () => {
    const server = serve([submissions[0]]);
    renderAt(4);
    await screen.findByRole('heading', { name: 'Asha Student (Olympiad 9A)' });
    await channelServer.send(channels.homeworkSubmissions(4), {
      action: 'new_submission',
      submission: submissions[1],
    });
    expect(await screen.findByRole('heading', { name: 'Meera Student (JEE 10B)' })).toBeInTheDocument();

    server.answer('listSubmissions', json(submissions));
    await channelServer.reconnect(channels.homeworkSubmissions(4));
    expect(await screen.findByRole('heading', { name: 'Rohan Student (Olympiad 9A)' })).toBeInTheDocument();
  });
});
