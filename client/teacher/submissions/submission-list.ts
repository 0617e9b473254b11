import type { BatchRef } from '../../../shared/schemas/common';
import type { TeacherSubmission } from '../../../shared/schemas/submissions';
import { compareGrades } from './grade-order';

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
      return filtered.sort((a, b) => compareGrades(a.grade, b.grade, 'highestFirst'));
    case 'gradeLowest':
      return filtered.sort((a, b) => compareGrades(a.grade, b.grade, 'lowestFirst'));
  }
}

/** Pending Review until the submission has feedback. */
export function hasFeedback(submission: Pick<TeacherSubmission, 'feedback'>): boolean {
  return submission.feedback.trim() !== '';
}
