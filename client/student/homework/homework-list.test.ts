import { describe, expect, it } from 'vitest';
import { homeworkFixtures, serverSubmission } from '../../../machines/testing/homework-submission.model';
import type { Homework } from '../../../shared/schemas/homework';
import { filterBySubject, homeworkState, latestHomework, sortHomework } from './homework-list';

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

  it('finds the most recently assigned homework', () => {
    expect(latestHomework(all)?.id).toBe(4);
    expect(latestHomework([])).toBeNull();
  });
});
