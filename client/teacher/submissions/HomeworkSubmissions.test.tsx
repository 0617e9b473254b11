// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Homework } from '../../../shared/schemas/homework';
import type { TeacherSubmission } from '../../../shared/schemas/submissions';
import { channels } from '../../../shared/socket';
import { channelServer } from '../../testing/fake-channel';
import { type FakeAnswer, fakeServer, json, refuse } from '../../testing/fake-server';
import { renderScreen } from '../../testing/render-screen';
import HomeworkSubmissions from './HomeworkSubmissions';

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

const algebraDrill: Homework = {
  id: 4,
  title: 'Algebra drill',
  description: '',
  due_date: '2030-05-12T10:00:00Z',
  status: 'open',
  gdrive_link: null,
  allow_resubmit: false,
  subject: 'Maths',
  batch_names: [olympiad, jee],
  submissions: [],
  created_at: '2030-05-01T10:00:00Z',
};

/** The server's answers: the given submissions of homework 4, and the homework list. */
function serve(listed: TeacherSubmission[] | FakeAnswer) {
  return fakeServer({
    listHomework: json([algebraDrill]),
    listSubmissions: Array.isArray(listed) ? json(listed) : listed,
    giveFeedback: json({ ...submissions[0], feedback: 'Neat steps', grade: '10' }),
  });
}

function renderAt(homeworkId: number) {
  return renderScreen(<HomeworkSubmissions />, {
    path: `/teacher/homework/${homeworkId}/submissions`,
    route: '/teacher/homework/:homeworkId/submissions',
  });
}

const shownNames = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('Homework Submissions', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

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
