import { canSubmit, submissionOf } from '../../../machines/homework-submission.machine';
import { homeworkStatusSortOrder } from '../../../shared/constants';
import type { Homework, Subject } from '../../../shared/schemas/homework';
import type { StudentSubmission } from '../../../shared/schemas/submissions';

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

/** The student's homework filters (docs/behaviour.md#homework-states), by their labels in the order offered. */
export const homeworkFilterLabels = {
  all: 'All',
  toDo: 'To do',
  handedIn: 'Handed in',
  missing: 'Missing',
} as const;
export type HomeworkFilter = keyof typeof homeworkFilterLabels;

/** Past its due date, or closed, with nothing handed in (it may still take late work). */
export function isMissing(homework: Homework, now: Date): boolean {
  return (
    homework.submissions.length === 0 && (homework.status === 'closed' || new Date(homework.due_date) < now)
  );
}

const filterTests: Record<HomeworkFilter, (homework: Homework, now: Date) => boolean> = {
  all: () => true,
  toDo: (homework, now) => canSubmit(homework, now),
  handedIn: (homework) => homework.submissions.length > 0,
  missing: isMissing,
};

export function filterByProgress(list: readonly Homework[], filter: HomeworkFilter, now: Date): Homework[] {
  return list.filter((homework) => filterTests[filter](homework, now));
}

/** The most recently assigned homework the student can still hand in, for the dashboard card. */
export function latestToDo(list: readonly Homework[], now: Date): Homework | null {
  return sortHomework(filterByProgress(list, 'toDo', now), 'latest', now)[0] ?? null;
}

/** Whether the teacher has answered a submission: some feedback text, or a grade. */
export function hasFeedback(submission: StudentSubmission | null): submission is StudentSubmission {
  return submission !== null && (submission.feedback.trim() !== '' || submission.grade !== null);
}

/** The feedback's opening words, cut at a word near `length` characters. */
export function feedbackExcerpt(feedback: string, length = 90): string {
  const text = feedback.trim().replace(/\s+/g, ' ');
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** The student's latest submissions that have feedback, newest hand-in first, for the dashboard. */
export function recentFeedback(
  list: readonly Homework[],
  count: number,
): Array<{ homework: Homework; submission: StudentSubmission }> {
  return list
    .map((homework) => ({ homework, submission: submissionOf(homework) }))
    .filter((item): item is { homework: Homework; submission: StudentSubmission } =>
      hasFeedback(item.submission),
    )
    .sort((a, b) => Date.parse(b.submission.submitted_at) - Date.parse(a.submission.submitted_at))
    .slice(0, count);
}
