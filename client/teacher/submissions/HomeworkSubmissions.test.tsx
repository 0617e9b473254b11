// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Homework } from '../../../shared/schemas/homework';
import type { TeacherSubmission } from '../../../shared/schemas/submissions';
import { channels } from '../../../shared/socket';
import { api } from '../../api/client';
import { ApiRequestError } from '../../api/errors';
import { channelServer } from '../../testing/fake-channel';
import { renderScreen } from '../../testing/render-screen';
import HomeworkSubmissions from './HomeworkSubmissions';

vi.mock('../../api/client', () => ({ api: { call: vi.fn() } }));
vi.mock('../../api/useChannel', () => import('../../testing/fake-channel'));

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

const algebraDrill = { id: 4, title: 'Algebra drill' } as Homework;

const kiran = { id: 40, first_name: 'Kiran', last_name: 'Missing', batch: olympiad };

/** The server's answers: the given submissions of homework 4, and the homework list. */
function answerCalls(listed: TeacherSubmission[] | Error, missing = { overdue: false, students: [kiran] }) {
  vi.mocked(api.call).mockImplementation((async (name: string) => {
    if (name === 'listHomework') return [algebraDrill];
    if (name === 'listSubmissions') {
      if (listed instanceof Error) throw listed;
      return listed;
    }
    if (name === 'giveFeedback') return { ...submissions[0], feedback: 'Neat steps', grade: '10' };
    if (name === 'missingSubmissions') return { due_date: '2030-05-20T10:00:00Z', ...missing };
    if (name === 'sendReminder') return {};
    throw new Error(`unexpected call ${name}`);
  }) as typeof api.call);
}

function renderAt(homeworkId: number) {
  return renderScreen(<HomeworkSubmissions />, {
    path: `/teacher/homework/${homeworkId}/submissions`,
    route: '/teacher/homework/:homeworkId/submissions',
  });
}

const shownNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

describe('Homework Submissions', () => {
  beforeEach(() => {
    vi.mocked(api.call).mockReset();
  });
  afterEach(cleanup);

  it('lists newest first, filters by batch, sorts by grade, and marks late cards', async () => {
    const user = userEvent.setup();
    answerCalls(submissions);
    renderAt(4);
    await screen.findByRole('heading', { name: 'Meera Student (JEE 10B)' });
    expect(api.call).toHaveBeenCalledWith('listSubmissions', expect.objectContaining({ params: { id: 4 } }));
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
    answerCalls(submissions, { overdue: true, students: [kiran, ravi] });
    renderAt(4);
    await screen.findByRole('heading', { name: 'Meera Student (JEE 10B)' });
    expect(await screen.findByText('3 of 5 submitted')).toBeInTheDocument();
    const missing = screen.getByRole('region', { name: 'Not submitted (2)' });
    expect(within(missing).getAllByText('Overdue')).toHaveLength(2);

    await user.selectOptions(screen.getByLabelText('Batch'), 'JEE 10B');
    expect(screen.getByText('1 of 2 submitted')).toBeInTheDocument();
    expect(screen.queryByText(/Kiran/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remind Ravi Missing' }));
    expect(api.call).toHaveBeenCalledWith('sendReminder', { params: { id: 4 }, body: { student_id: 41 } });
    expect(await screen.findByRole('button', { name: 'Ravi Missing reminded' })).toBeDisabled();
    expect(await screen.findByText('Reminder sent to Ravi Missing.')).toBeInTheDocument();
  });

  it('takes a student off the missing list when their submission arrives live', async () => {
    const kiranSubmission = submission(30, 'Kiran', olympiad, '2030-05-13T10:00:00Z');
    answerCalls(submissions, { overdue: false, students: [{ ...kiran, id: kiranSubmission.student.id }] });
    renderAt(4);
    expect(await screen.findByText('3 of 4 submitted')).toBeInTheDocument();
    channelServer.send(channels.homeworkSubmissions(4), {
      action: 'new_submission',
      submission: kiranSubmission,
    });
    expect(await screen.findByText('4 of 4 submitted')).toBeInTheDocument();
    expect(screen.getByText('Everyone has submitted.')).toBeInTheDocument();
  });

  it('gives feedback with a grade, and the card shows it', async () => {
    const user = userEvent.setup();
    answerCalls(submissions);
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
    expect(api.call).toHaveBeenCalledWith('giveFeedback', {
      params: { id: 1 },
      body: { feedback: 'Neat steps', grade: '10' },
    });
    await vi.waitFor(() => expect(within(asha).getByText('Feedback Given')).toBeInTheDocument());
    expect(within(asha).getByText('Grade: 10')).toBeInTheDocument();
  });

  it("shows the server's detail in the red box, or the general text", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerCalls(new ApiRequestError(404, { detail: 'No such homework.' }));
    renderAt(4);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load: No such homework.');
    cleanup();
    answerCalls(new ApiRequestError(0, null));
    renderAt(4);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load submissions.');
  });

  it('names the homework and says so when there are no submissions yet', async () => {
    answerCalls([]);
    renderAt(4);
    expect(await screen.findByText('No submissions available for the selected batch.')).toBeInTheDocument();
    expect(await screen.findByText('Algebra drill')).toBeInTheDocument();
  });

  it('shows a submission handed in live, and fetches again when the channel comes back', async () => {
    answerCalls([submissions[0]]);
    renderAt(4);
    await screen.findByRole('heading', { name: 'Asha Student (Olympiad 9A)' });
    await channelServer.send(channels.homeworkSubmissions(4), {
      action: 'new_submission',
      submission: submissions[1],
    });
    expect(await screen.findByRole('heading', { name: 'Meera Student (JEE 10B)' })).toBeInTheDocument();

    answerCalls(submissions);
    await channelServer.reconnect(channels.homeworkSubmissions(4));
    expect(await screen.findByRole('heading', { name: 'Rohan Student (Olympiad 9A)' })).toBeInTheDocument();
  });
});
