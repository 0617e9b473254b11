import { Heading, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { usePageTitle } from '../../app/usePageTitle';
import { api } from '../../data/client';
import { queryKeys } from '../../data/query-keys';
import { TestList } from '../../tests/TestList';
import { testAction } from './test-state';

export function useStudentTests() {
  return useQuery({
    queryKey: queryKeys.studentTests,
    queryFn: ({ signal }) => api.call('studentTests', { signal }),
  });
}

/** /dashboard/tests: the batch's tests, soonest window first, each with what the student can do. */
export default function TestsPage() {
  usePageTitle('Tests');
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Tests
      </Heading>
      <TestList tests={useStudentTests()} actionFor={testAction} />
    </Stack>
  );
}
