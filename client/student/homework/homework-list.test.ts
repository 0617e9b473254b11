import { describe, expect, it } from 'vitest';
import { homeworkFixtures, serverSubmission } from '../../../machines/testing/homework-submission.model';
import type { Homework } from '../../../shared/schemas/homework';
import {
  feedbackExcerpt,
  filterByProgress,
  filterBySubject,
  homeworkState,
  latestToDo,
  recentFeedback,
  sortHomework,
} from './homework-list';

const now = new Date('2026-11-22T12:00:00Z');
const past = '2026-11-01T12:00:00.000Z';
const future = '2026-12-01T12:00:00.000Z';

function homework(overrides: Partial<Homework>): Homework {
  return { ...homeworkFixtures.openOnce, ...overrides };
}

describe('the state a student sees', () => {
  it('shows Submitted first, even when the deadline passed or the homework closed', () => {
    expect(
      homeworkState(homework({ due_date: past, status: 'closed', submissions: [serverSubmission] }), now),
    ).toBe('submitted');
  });

  it('shows Deadline Passed for open work past due without a submission', () => {
    expect(homeworkState(homework({ due_date: past }), now)).toBe('deadlinePassed');
  });

  it('shows Closed rather than Deadline Passed for closed work', () => {
    expect(homeworkState(homework({ due_date: past, status: 'closed' }), now)).toBe('closed');
  });

  it('shows Open for open work still due', () => {
    expect(homeworkState(homework({ due_date: future }), now)).toBe('open');
  });
});

describe('sorting and filtering', () => {
  const openMaths = homework({
    id: 1,
    due_date: future,
    subject: 'Maths',
    created_at: '2026-11-10T00:00:00Z',
  });
  const pendingPhysics = homework({
    id: 2,
    due_date: past,
    subject: 'Physics',
    created_at: '2026-11-12T00:00:00Z',
  });
  const submittedMaths = homework({
    id: 3,
    subject: 'Maths',
    submissions: [serverSubmission],
    created_at: '2026-11-14T00:00:00Z',
  });
  const closedChemistry = homework({
    id: 4,
    status: 'closed',
    subject: 'Chemistry',
    created_at: '2026-11-16T00:00:00Z',
  });
  const all = [submittedMaths, openMaths, closedChemistry, pendingPhysics];
  const ids = (list: Homework[]) => list.map((item) => item.id);

  it('puts the newest first for latest and last for oldest', () => {
    expect(ids(sortHomework(all, 'latest', now))).toEqual([4, 3, 2, 1]);
    expect(ids(sortHomework(all, 'oldest', now))).toEqual([1, 2, 3, 4]);
  });

  it('orders by status: open, pending, submitted, closed', () => {
    expect(ids(sortHomework(all, 'status', now))).toEqual([1, 2, 3, 4]);
  });

  it('keeps only the chosen subject, or everything for all', () => {
    expect(ids(filterBySubject(all, 'Maths'))).toEqual([3, 1]);
    expect(filterBySubject(all, 'all')).toHaveLength(4);
  });

  it('finds the most recently assigned homework still to hand in, not one handed in or closed', () => {
    expect(latestToDo(all, now)?.id).toBe(2);
    expect(latestToDo([submittedMaths, closedChemistry], now)).toBeNull();
    expect(latestToDo([], now)).toBeNull();
  });

  it('filters to do (late work included), handed in, and missing (past due or closed, nothing handed in)', () => {
    const closedToLate = homework({
      id: 5,
      due_date: past,
      allow_late: false,
      created_at: '2026-11-17T00:00:00Z',
    });
    const list = [...all, closedToLate];
    expect(ids(filterByProgress(list, 'toDo', now))).toEqual([1, 2]);
    expect(ids(filterByProgress(list, 'handedIn', now))).toEqual([3]);
    expect(ids(filterByProgress(list, 'missing', now))).toEqual([4, 2, 5]);
    expect(filterByProgress(list, 'all', now)).toHaveLength(5);
  });
});

describe('feedback', () => {
  const graded = (id: number, submittedAt: string, feedback: string, grade: string | null) =>
    homework({
      id,
      title: `Homework ${id}`,
      submissions: [
        { ...serverSubmission, id: 100 + id, homework: id, submitted_at: submittedAt, feedback, grade },
      ],
    });

  it('lists the latest answered submissions first, leaving out those without feedback or grade', () => {
    const list = [
      graded(1, '2026-11-10T00:00:00Z', 'Good', null),
      graded(2, '2026-11-12T00:00:00Z', '  ', null),
      graded(3, '2026-11-14T00:00:00Z', '', 'B+'),
      graded(4, '2026-11-13T00:00:00Z', 'Check Q4', 'A'),
      homework({ id: 5 }),
    ];
    expect(recentFeedback(list, 2).map((item) => item.homework.id)).toEqual([3, 4]);
    expect(recentFeedback(list, 5).map((item) => item.homework.id)).toEqual([3, 4, 1]);
  });

  it('cuts a long feedback at a word, and keeps a short one whole', () => {
    expect(feedbackExcerpt('  Neat   working. ')).toBe('Neat working.');
    const long =
      'Your working is clear and the diagrams are neat, but check the units in questions four and five again please.';
    const excerpt = feedbackExcerpt(long, 40);
    expect(excerpt).toBe('Your working is clear and the diagrams…');
    expect(excerpt.length).toBeLessThanOrEqual(41);
  });
});
