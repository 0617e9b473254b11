import { homeworkStatusSortOrder } from '../../../shared/constants';
import type { Homework, Subject } from '../../../shared/schemas/homework';

/** The one state a student sees on a homework card (docs/behaviour.md#homework-states). */
export type HomeworkState = 'submitted' | 'deadlinePassed' | 'closed' | 'open';

export const homeworkStateLabels: Record<HomeworkState, string> = {
  submitted: 'Submitted',
  deadlinePassed: 'Deadline Passed',
  closed: 'Closed',
  open: 'Open',
};

/** The badge colour palette of each state. */
export const homeworkStateColors: Record<HomeworkState, string> = {
  submitted: 'green',
  deadlinePassed: 'red',
  closed: 'gray',
  open: 'blue',
};

/** Precedence: Submitted, then Deadline Passed (past due, not closed, no submission), Closed, Open. */
export function homeworkState(homework: Homework, now: Date): HomeworkState {
  const submission = homework.submissions[0];
  if (submission?.submitted_at) return 'submitted';
  if (new Date(homework.due_date) < now && homework.status !== 'closed' && !submission) {
    return 'deadlinePassed';
  }
  return homework.status === 'closed' ? 'closed' : 'open';
}

/** The homework list's orders, by their labels in the order offered. */
export const homeworkSortLabels = { latest: 'Latest', oldest: 'Oldest', status: 'Status' } as const;
export type HomeworkSort = keyof typeof homeworkSortLabels;

/**
 * Where a state falls in the student's status order (open, pending, submitted, closed;
 * docs/behaviour.md#homework-states). "Pending" is
 * work still owed after its deadline, which is how we read Deadline Passed.
 */
const statusSortKey: Record<HomeworkState, (typeof homeworkStatusSortOrder)[number]> = {
  open: 'open',
  deadlinePassed: 'pending',
  submitted: 'submitted',
  closed: 'closed',
};

const byNewest = (a: Homework, b: Homework) =>
  Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id;

export function sortHomework(list: readonly Homework[], sort: HomeworkSort, now: Date): Homework[] {
  const sorted = [...list];
  if (sort === 'latest') return sorted.sort(byNewest);
  if (sort === 'oldest') return sorted.sort((a, b) => byNewest(b, a));
  const rank = (homework: Homework) =>
    homeworkStatusSortOrder.indexOf(statusSortKey[homeworkState(homework, now)]);
  return sorted.sort((a, b) => rank(a) - rank(b) || byNewest(a, b));
}

export type SubjectFilter = Subject | 'all';

export function filterBySubject(list: readonly Homework[], subject: SubjectFilter): Homework[] {
  return subject === 'all' ? [...list] : list.filter((homework) => homework.subject === subject);
}

/** The most recently assigned homework, for the dashboard card. */
export function latestHomework(list: readonly Homework[]): Homework | null {
  return sortHomework(list, 'latest', new Date())[0] ?? null;
}
