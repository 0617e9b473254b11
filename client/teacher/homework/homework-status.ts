import type { Homework } from '../../../shared/schemas/homework';

export type TeacherHomeworkStatus = 'Closed' | 'Deadline Passed' | 'Open';

/**
 * The teacher view's one state (docs/behaviour.md#homework-states): Closed, else Deadline Passed
 * once due, else Open.
 */
export function teacherHomeworkStatus(
  homework: Pick<Homework, 'status' | 'due_date'>,
  now: Date,
): TeacherHomeworkStatus {
  if (homework.status === 'closed') return 'Closed';
  if (Date.parse(homework.due_date) < now.getTime()) return 'Deadline Passed';
  return 'Open';
}
