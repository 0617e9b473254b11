// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PendingReview } from '../../../shared/schemas/reviews';
import type { TeacherSubmission } from '../../../shared/schemas/submissions';
import { channels } from '../../../shared/socket';
import { channelServer } from '../../testing/fake-channel';
import { fakeServer, json } from '../../testing/fake-server';
import { cleanUpAfterEach, renderScreen } from '../../testing/render-screen';
import { PendingReviewsPanel } from './PendingReviewsPanel';

vi.mock('../../data/useChannel', () => import('../../testing/fake-channel'));

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const pending = (
  homeworkId: number,
  title: string,
  waiting: number,
  oldestHoursAgo: number,
): PendingReview => ({
  homework_id: homeworkId,
  title,
  due_date: hoursAgo(-24),
  batches: [{ id: 1, name: 'Olympiad 9A' }],
  waiting,
  oldest_submitted_at: hoursAgo(oldestHoursAgo),
});

describe('Pending Submissions panel', () => {
  cleanUpAfterEach();

  it('says so when nothing waits, then refetches when a submission arrives on the teacher channel', async () => {
    const answers = [[], [pending(7, 'Vectors', 1, 0)]];
    const server = fakeServer({ pendingReviews: () => json(answers.shift() ?? []) });
    renderScreen(<PendingReviewsPanel />);
    expect(await screen.findByText('No submissions are waiting for feedback.')).toBeInTheDocument();

    channelServer.send(channels.teacherHomework(), {
      action: 'new_submission',
      submission: { id: 1 } as TeacherSubmission,
    });
    const link = await screen.findByRole('link', { name: /Vectors/ });
    expect(link).toHaveAttribute('href', '/teacher/homework/7/submissions');
    expect(within(link).getByText('1 awaiting review')).toBeInTheDocument();
    expect(server.requestsTo('pendingReviews')).toHaveLength(2);
  });

  it('lists homework in the order the server gives (oldest waiting first) with count, age and batches', async () => {
    fakeServer({ pendingReviews: json([pending(3, 'Optics', 4, 50), pending(5, 'Algebra', 2, 3)]) });
    renderScreen(<PendingReviewsPanel />);
    const list = await screen.findByRole('list', { name: 'Homework awaiting review' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/teacher/homework/3/submissions',
      '/teacher/homework/5/submissions',
    ]);
    expect(within(links[0]).getByText('4 awaiting review')).toBeInTheDocument();
    expect(within(links[0]).getByText('oldest waiting 2 days')).toBeInTheDocument();
    expect(within(links[1]).getByText('oldest waiting 3 hours')).toBeInTheDocument();
    expect(within(links[0]).getByText('Olympiad 9A')).toBeInTheDocument();
  });
});
