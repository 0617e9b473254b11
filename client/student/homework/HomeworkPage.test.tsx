// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { homeworkFixtures, serverSubmission } from '../../../machines/testing/homework-submission.model';
import { messages } from '../../../shared/messages';
import type { Homework } from '../../../shared/schemas/homework';
import { channels } from '../../../shared/socket';
import { channelServer } from '../../testing/fake-channel';
import { fakeServer, heldAnswers, json, type Responder, refuse } from '../../testing/fake-server';
import { cleanUpAfterEach, renderScreen } from '../../testing/render-screen';
import { StudentProvider } from '../StudentContext';
import HomeworkPage from './HomeworkPage';

vi.mock('../../data/useChannel', () => import('../../testing/fake-channel'));

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

function serve(listHomework: Responder) {
  return fakeServer({
    getProfile: refuse(500, 'Not needed here.'),
    studentBatches: json([{ id: batchId, name: 'Olympiad 9A' }]),
    listHomework,
  });
}

function renderPage() {
  renderScreen(
    <StudentProvider>
      <HomeworkPage />
    </StudentProvider>,
  );
}

const titles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

beforeEach(() => channelServer.openAtOnce());
cleanUpAfterEach();

describe('the homework page', () => {
  it("says 'No homework assigned yet.' when there is none", async () => {
    serve(json([]));
    renderPage();
    expect(await screen.findByText(messages.student.noHomework)).toBeVisible();
  });

  it("says 'Failed to fetch homework.' when the list cannot be loaded", async () => {
    serve(refuse(500, 'Database unavailable.'));
    renderPage();
    expect(await screen.findByText(messages.student.homeworkFetchFailed)).toBeVisible();
  });

  it('filters by subject', async () => {
    const user = userEvent.setup();
    serve(json([algebra, optics]));
    renderPage();
    await screen.findByText('Algebra drill');
    await user.selectOptions(screen.getByLabelText('Subject'), 'Physics');
    expect(titles()).toEqual(['Optics problems']);
  });

  it('says so when no homework matches the chosen subject', async () => {
    const user = userEvent.setup();
    serve(json([algebra, optics]));
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
    serve(json([algebra]));
    renderPage();
    await screen.findByText('Algebra drill');
    const path = channels.batchHomework(batchId);
    await channelServer.send(path, { action: 'new_homework', homework: optics });
    await channelServer.send(path, { action: 'new_homework', homework: optics });
    // Latest first: the optics homework was assigned a day later.
    expect(titles()).toEqual(['Optics problems', 'Algebra drill']);
    await channelServer.send(path, {
      action: 'update_homework',
      homework: { ...algebra, title: 'Algebra drill, part 2' },
    });
    expect(titles()).toEqual(['Optics problems', 'Algebra drill, part 2']);
    await channelServer.send(path, { action: 'delete_homework', homework_id: optics.id });
    expect(titles()).toEqual(['Algebra drill, part 2']);
  });

  it("shows on the card that feedback arrived on the homework's submission channel, with grade and excerpt", async () => {
    const user = userEvent.setup();
    serve(json([optics]));
    renderPage();
    const card = await screen.findByRole('article', { name: 'Optics problems' });
    expect(within(card).getByText('Submitted')).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'View feedback' })).not.toBeInTheDocument();
    await channelServer.send(channels.homeworkSubmissions(optics.id), {
      action: 'feedback',
      submission: {
        ...serverSubmission,
        homework: optics.id,
        feedback: 'Check the sign convention.',
        grade: 'B+',
      },
    });
    expect(await within(card).findByText('Feedback given')).toBeVisible();
    expect(within(card).getByText('Submitted')).toBeVisible();
    expect(within(card).getByText('Grade: B+')).toBeVisible();
    expect(within(card).getByText('“Check the sign convention.”')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'View feedback' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Check the sign convention.')).toBeVisible();
  });

  it('filters to do, handed in and missing work, counting each', async () => {
    const user = userEvent.setup();
    const missed = { ...algebra, id: 13, title: 'Missed drill', due_date: '2020-01-01T10:00:00.000Z' };
    serve(json([algebra, optics, missed]));
    renderPage();
    await screen.findByText('Algebra drill');
    await user.click(screen.getByRole('button', { name: 'Handed in (1)' }));
    expect(titles()).toEqual(['Optics problems']);
    await user.click(screen.getByRole('button', { name: 'Missing (1)' }));
    expect(titles()).toEqual(['Missed drill']);
    expect(screen.getByRole('button', { name: 'Hand in late' })).toBeVisible();
    // Late work is still to do while the homework takes it.
    await user.click(screen.getByRole('button', { name: 'To do (2)' }));
    expect(titles().sort()).toEqual(['Algebra drill', 'Missed drill']);
    expect(screen.getByRole('button', { name: 'To do (2)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('refetches when a channel reopens, without duplicating what a message already added', async () => {
    const server = serve(json([algebra]));
    renderPage();
    await screen.findByText('Algebra drill');
    await channelServer.send(channels.batchHomework(batchId), { action: 'new_homework', homework: optics });
    server.answer('listHomework', json([algebra, optics]));
    await channelServer.reconnect(channels.batchHomework(batchId));
    await vi.waitFor(() => expect(server.requestsTo('listHomework')).toHaveLength(2));
    await act(async () => {});
    expect(titles()).toEqual(['Optics problems', 'Algebra drill']);
  });

  it('shows homework sent while the first fetch was under way, whose answer lacks it', async () => {
    const fresh = { ...optics, submissions: [] };
    const server = serve(json([]));
    const held = heldAnswers();
    server.answer('listHomework', held.responder);
    renderPage();
    await vi.waitFor(() => expect(held.count).toBe(1));
    const path = channels.batchHomework(batchId);
    await channelServer.send(path, { action: 'new_homework', homework: fresh });
    await channelServer.send(path, { action: 'delete_homework', homework_id: algebra.id });
    // The server took its snapshot before either message.
    await act(async () => held.release(json([algebra])));
    expect(await screen.findByText('Optics problems')).toBeVisible();
    expect(titles()).toEqual(['Optics problems']);
    expect(server.requestsTo('listHomework')).toHaveLength(1);
  });

  it('makes one more list fetch, not one per channel, when several channels reopen together', async () => {
    const submitted = [21, 22, 23].map((id) => ({
      ...optics,
      id,
      title: `Worksheet ${id}`,
      submissions: [{ ...serverSubmission, homework: id }],
    }));
    const server = serve(json(submitted));
    renderPage();
    await screen.findByText('Worksheet 21');
    await act(async () => {});
    expect(server.requestsTo('listHomework')).toHaveLength(1);

    // The batch channel and three submission channels reopen in the same moment.
    await channelServer.reconnectAll();
    await vi.waitFor(() => expect(server.requestsTo('listHomework')).toHaveLength(2));
    await act(async () => {});
    expect(server.requestsTo('listHomework')).toHaveLength(2);
    expect(titles()).toEqual(['Worksheet 23', 'Worksheet 22', 'Worksheet 21']);
  });
});
