import type { StudentTest, StudentTestState } from '../../../shared/schemas/assessments';

export const testStateLabels: Record<StudentTestState, string> = {
  upcoming: 'Upcoming',
  open: 'Open',
  in_progress: 'In progress',
  submitted: 'Submitted',
  missed: 'Missed',
};

export const testStateColors: Record<StudentTestState, string> = {
  upcoming: 'gray',
  open: 'green',
  in_progress: 'orange',
  submitted: 'blue',
  missed: 'red',
};

/** Tests a student can act on now: open to start, or started and not yet over. */
export const openTests = (tests: readonly StudentTest[]) =>
  tests.filter((test) => test.state === 'open' || test.state === 'in_progress');

/** The address of the screen a test's button leads to: take it, or read its result. */
export function testAction(test: StudentTest): { to: string; label: string } | null {
  if (test.state === 'open') return { to: `/dashboard/tests/${test.id}`, label: 'Start test' };
  if (test.state === 'in_progress') return { to: `/dashboard/tests/${test.id}`, label: 'Resume test' };
  if (test.state === 'submitted' && test.attempt_id !== null)
    return {
      to: `/dashboard/tests/results/${test.attempt_id}`,
      label: test.released ? 'View result' : 'Result status',
    };
  return null;
}
