import { Badge, Button, Card, Heading, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { StudentTest } from '../../shared/schemas/assessments';
import { testTexts } from '../../shared/test-texts';
import { QueryView } from '../data/QueryView';
import { formatEnIn } from '../lib/dates';
import { testStateColors, testStateLabels } from '../student/tests/test-state';

/** Where a test card's button leads, or null for no button. */
export type TestAction = (test: StudentTest) => { to: string; label: string } | null;

/**
 * A student's tests, soonest window first, each with its state and what the reader can do: the
 * student's list and their guardian's are this one, with the reads and actions of each area.
 */
export function TestList({
  tests,
  actionFor,
}: {
  tests: UseQueryResult<StudentTest[]>;
  actionFor: TestAction;
}) {
  return (
    <QueryView query={tests} failedText={testTexts.testsFetchFailed}>
      {(list) =>
        list.length === 0 ? (
          <Text color="gray.600">{testTexts.noTests}</Text>
        ) : (
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
            {list.map((test) => (
              <TestCard key={test.id} test={test} action={actionFor(test)} />
            ))}
          </SimpleGrid>
        )
      }
    </QueryView>
  );
}

export function TestCard({ test, action }: { test: StudentTest; action: ReturnType<TestAction> }) {
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
