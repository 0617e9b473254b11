import { Badge, Card, Heading, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { testTexts } from '../../shared/test-texts';
import { QueryView } from '../data/QueryView';
import { formatEnIn } from '../lib/dates';
import { testStateColors, testStateLabels } from '../student/tests/test-state';
import { ChildPage } from './ChildPage';
import { useChildRead } from './useChildRead';

/** /family/tests: the child's tests and where they stand in each; the progress report has the scores. */
export default function ChildTestsPage() {
  return <ChildPage title="Tests">{(child) => <Tests childId={child.id} />}</ChildPage>;
}

function Tests({ childId }: { childId: number }) {
  const tests = useChildRead('guardianChildTests', childId);
  return (
    <QueryView query={tests} failedText={testTexts.testsFetchFailed}>
      {(list) =>
        list.length === 0 ? (
          <Text color="gray.600">{testTexts.noTests}</Text>
        ) : (
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            {list.map((test) => (
              <Card.Root key={test.id} as="article" variant="outline" bg="white">
                <Card.Body gap="2">
                  <HStack justify="space-between" align="start">
                    <Heading as="h2" size="md">
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
              </Card.Root>
            ))}
          </SimpleGrid>
        )
      }
    </QueryView>
  );
}
