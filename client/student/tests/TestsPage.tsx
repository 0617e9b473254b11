import { Badge, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { StudentTest } from '../../../shared/schemas/assessments';
import { testTexts } from '../../../shared/test-texts';
import { usePageTitle } from '../../app/usePageTitle';
import { api } from '../../data/client';
import { QueryView } from '../../data/QueryView';
import { queryKeys } from '../../data/query-keys';
import { formatEnIn } from '../../lib/dates';
import { testAction, testStateColors, testStateLabels } from './test-state';

export function useStudentTests() {
  return useQuery({
    queryKey: queryKeys.studentTests,
    queryFn: ({ signal }) => api.call('studentTests', { signal }),
  });
}

/** /dashboard/tests: the batch's tests, soonest window first, each with what the student can do. */
export default function TestsPage() {
  usePageTitle('Tests');
  const tests = useStudentTests();
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Tests
      </Heading>
      <QueryView query={tests} failedText={testTexts.testsFetchFailed}>
        {(list) =>
          list.length === 0 ? (
            <Text color="gray.600">{testTexts.noTests}</Text>
          ) : (
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
              {list.map((test) => (
                <TestCard key={test.id} test={test} />
              ))}
            </SimpleGrid>
          )
        }
      </QueryView>
    </Stack>
  );
}

export function TestCard({ test }: { test: StudentTest }) {
  const action = testAction(test);
  return (
    <Card.Root as="article" variant="outline" bg="white" aria-labelledby={`test-${test.id}-title`}>
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="3">
          <Heading as="h2" size="md" id={`test-${test.id}-title`}>
            {test.title}
          </Heading>
          <Badge colorPalette={testStateColors[test.state]} flexShrink={0}>
            {testStateLabels[test.state]}
          </Badge>
        </HStack>
        <Text fontSize="sm" color="gray.700">
          {test.question_count} questions · {test.max_marks} marks · {test.duration_minutes} minutes
        </Text>
        <Text fontSize="sm">
          Opens {formatEnIn(test.opens_at)} · closes {formatEnIn(test.closes_at)}
        </Text>
      </Card.Body>
      {action && (
        <Card.Footer>
          <Button asChild colorPalette="brand" variant={test.state === 'submitted' ? 'outline' : 'solid'}>
            <Link to={action.to}>{action.label}</Link>
          </Button>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
