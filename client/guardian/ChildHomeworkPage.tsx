import { Badge, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Homework } from '../../shared/schemas/homework';
import { QueryView } from '../data/QueryView';
import { formatEnIn } from '../lib/dates';
import { homeworkState, homeworkStateColors, homeworkStateLabels } from '../student/homework/homework-list';
import { ChildPage } from './ChildPage';
import { useChildRead } from './useChildRead';

/** /family/homework: each homework's state, the hand-in and the teacher's feedback, read only. */
export default function ChildHomeworkPage() {
  return <ChildPage title="Homework">{(child) => <HomeworkList childId={child.id} />}</ChildPage>;
}

function HomeworkList({ childId }: { childId: number }) {
  const homework = useChildRead('guardianChildHomework', childId);
  const now = new Date();
  return (
    <QueryView query={homework} failedText="Homework could not be loaded.">
      {(list) =>
        list.length === 0 ? (
          <Text color="gray.600">No homework yet.</Text>
        ) : (
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            {list.map((item) => (
              <HomeworkCard key={item.id} item={item} now={now} />
            ))}
          </SimpleGrid>
        )
      }
    </QueryView>
  );
}

function HomeworkCard({ item, now }: { item: Homework; now: Date }) {
  const state = homeworkState(item, now);
  const submission = item.submissions[0];
  return (
    <Card.Root as="article" variant="outline" bg="white" aria-labelledby={`homework-${item.id}`}>
      <Card.Body gap="2">
        <HStack justify="space-between" align="start">
          <Heading as="h2" size="md" id={`homework-${item.id}`}>
            {item.title}
          </Heading>
          <Badge colorPalette={homeworkStateColors[state]} flexShrink={0}>
            {homeworkStateLabels[state]}
          </Badge>
        </HStack>
        <Text fontSize="sm" color="gray.700">
          Due {formatEnIn(item.due_date)}
          {item.subject ? ` · ${item.subject}` : ''}
        </Text>
        {submission && (
          <Text fontSize="sm">
            Handed in {formatEnIn(submission.submitted_at)}
            {submission.is_late ? ' (late)' : ''}
          </Text>
        )}
        {submission && (submission.feedback.trim() !== '' || submission.grade) && (
          <Stack gap="1" borderLeftWidth="3px" borderColor="brand.solid" ps="3">
            {submission.grade && <Text fontWeight="semibold">Grade: {submission.grade}</Text>}
            {submission.feedback.trim() !== '' && <Text whiteSpace="pre-wrap">{submission.feedback}</Text>}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
