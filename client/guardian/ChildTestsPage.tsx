import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { StudentTest } from '../../shared/schemas/assessments';
import { api } from '../data/client';
import { queryKeys } from '../data/query-keys';
import { TestList } from '../tests/TestList';
import { TestResult } from '../tests/TestResult';
import { ChildPage } from './ChildPage';
import { useChildRead } from './useChildRead';

/** A guardian reads a submitted test's result; taking a test is the child's alone. */
const resultAction = (test: StudentTest) =>
  test.state === 'submitted' && test.attempt_id !== null
    ? {
        to: `/family/tests/results/${test.attempt_id}`,
        label: test.released ? 'View result' : 'Result status',
      }
    : null;

/** /family/tests: the child's tests as the child's list shows them, with their results. */
export default function ChildTestsPage() {
  return <ChildPage title="Tests">{(child) => <ChildTests childId={child.id} />}</ChildPage>;
}

function ChildTests({ childId }: { childId: number }) {
  return <TestList tests={useChildRead('guardianChildTests', childId)} actionFor={resultAction} />;
}

/** /family/tests/results/:attemptId: the child's result exactly as the child sees it. */
export function ChildResultPage() {
  return (
    <ChildPage title="Test result" heading={false}>
      {(child) => <ChildResult childId={child.id} />}
    </ChildPage>
  );
}

function ChildResult({ childId }: { childId: number }) {
  const attemptId = Number(useParams().attemptId);
  const result = useQuery({
    queryKey: queryKeys.guardianChild(childId, `guardianChildAttemptResult:${attemptId}`),
    queryFn: ({ signal }) =>
      api.call('guardianChildAttemptResult', { params: { id: childId, attemptId }, signal }),
  });
  return <TestResult result={result} />;
}
