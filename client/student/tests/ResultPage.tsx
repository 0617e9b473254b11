import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle';
import { api } from '../../data/client';
import { queryKeys } from '../../data/query-keys';
import { TestResult } from '../../tests/TestResult';

/** /dashboard/tests/results/:attemptId: the score, rank and review once released; when it will be, before. */
export default function ResultPage() {
  usePageTitle('Test result');
  const attemptId = Number(useParams().attemptId);
  const result = useQuery({
    queryKey: queryKeys.attemptResult(attemptId),
    queryFn: ({ signal }) => api.call('attemptResult', { params: { id: attemptId }, signal }),
  });
  return <TestResult result={result} />;
}
