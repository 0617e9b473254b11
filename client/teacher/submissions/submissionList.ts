import type { BatchRef } from '../../../shared/schemas/common';
import type { TeacherSubmission } from '../../../shared/schemas/submissions';

export const allBatchesFilter = 'all';

export const submissionSorts = {
  newest: 'Submission Date (Newest)',
  oldest: 'Submission Date (Oldest)',
  gradeHighest: 'Grade (Highest)',
  gradeLowest: 'Grade (Lowest)',
} as const;
export type SubmissionSort = keyof typeof submissionSorts;
export const defaultSubmissionSort: SubmissionSort = 'newest';

/** The batches found among the submissions, once each, by name: the options after 'All'. */
export function batchesFound(submissions: readonly TeacherSubmission[]): BatchRef[] {
  const byId = new Map<number, BatchRef>();
  for (const submission of submissions) {
    const batch = submission.student.batch;
    if (batch) byId.set(batch.id, batch);
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Grades are free text; numbers compare as numbers ('9' below '10'), other text by its natural
 * order. A missing grade sorts last whichever way the list is ordered.
 */
function compareGrades(a: string | null, b: string | null, direction: 1 | -1): number {
  if (!a || !b) return a ? -1 : b ? 1 : 0;
  const numberA = Number(a);
  const numberB = Number(b);
  const bothNumeric = !Number.isNaN(numberA) && !Number.isNaN(numberB);
  const order = bothNumeric ? numberA - numberB : a.localeCompare(b, undefined, { numeric: true });
  return order * direction;
}

export function visibleSubmissions(
  submissions: readonly TeacherSubmission[],
  batch: string,
  sort: SubmissionSort,
): TeacherSubmission[] {
  const filtered = submissions.filter(
    (submission) => batch === allBatchesFilter || String(submission.student.batch?.id) === batch,
  );
  const byDate = (a: TeacherSubmission, b: TeacherSubmission) =>
    Date.parse(a.submitted_at) - Date.parse(b.submitted_at);
  switch (sort) {
    case 'newest':
      return filtered.sort((a, b) => byDate(b, a));
    case 'oldest':
      return filtered.sort(byDate);
    case 'gradeHighest':
      return filtered.sort((a, b) => compareGrades(a.grade, b.grade, -1));
    case 'gradeLowest':
      return filtered.sort((a, b) => compareGrades(a.grade, b.grade, 1));
  }
}

/** Pending Review until the submission has feedback. */
export function hasFeedback(submission: Pick<TeacherSubmission, 'feedback'>): boolean {
  return submission.feedback.trim() !== '';
}
