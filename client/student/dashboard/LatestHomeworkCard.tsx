import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { messages } from '../../../shared/messages';
import type { Homework } from '../../../shared/schemas/homework';
import { QueryView } from '../../data/QueryView';
import { formatEnIn } from '../../lib/dates';
import {
  homeworkState,
  homeworkStateColors,
  homeworkStateLabels,
  latestToDo,
} from '../homework/homework-list';
import { DashboardCard } from './DashboardCard';

type LatestHomeworkCardProps = { homework: UseQueryResult<readonly Homework[]> };

/** The most recently assigned homework still to hand in, with a way to the full list. */
export function LatestHomeworkCard({ homework }: LatestHomeworkCardProps) {
  return (
    <DashboardCard
      headingId="latest-homework-heading"
      icon={BookOpen}
      title="Latest homework"
      bodyGap="2"
      footer={
        <Button asChild variant="outline">
          <Link to="/dashboard/homework">View all homework</Link>
        </Button>
      }
    >
      <QueryView query={homework} failedText={messages.student.homeworkFetchFailed}>
        {(list) =>
          list.length === 0 ? (
            <Text color="gray.600">{messages.student.noHomework}</Text>
          ) : (
            <LatestHomework latest={latestToDo(list, new Date())} />
          )
        }
      </QueryView>
    </DashboardCard>
  );
}

function LatestHomework({ latest }: { latest: Homework | null }) {
  if (!latest) return <Text color="gray.600">{messages.student.nothingToDo}</Text>;
  const state = homeworkState(latest, new Date());
  return (
    <>
      <HStack justify="space-between" align="start" gap="3">
        <Text fontSize="lg" fontWeight="semibold">
          {latest.title}
        </Text>
        <Badge colorPalette={homeworkStateColors[state]} flexShrink={0}>
          {homeworkStateLabels[state]}
        </Badge>
      </HStack>
      {latest.subject && <Text color="gray.600">{latest.subject}</Text>}
      <Text fontSize="sm">
        <Text as="span" fontWeight="semibold">
          Due:
        </Text>{' '}
        {formatEnIn(latest.due_date)}
      </Text>
    </>
  );
}
