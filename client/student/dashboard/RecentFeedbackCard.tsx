import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { MessageSquareText } from 'lucide-react';
import { messages } from '../../../shared/messages';
import type { Homework } from '../../../shared/schemas/homework';
import { QueryView } from '../../data/QueryView';
import { feedbackExcerpt, recentFeedback } from '../homework/homework-list';
import { DashboardCard } from './DashboardCard';

/** How many graded submissions the dashboard lists. */
const shownCount = 3;

type RecentFeedbackCardProps = { homework: UseQueryResult<readonly Homework[]> };

/** The student's latest submissions a teacher has answered: grade and the feedback's opening words. */
export function RecentFeedbackCard({ homework }: RecentFeedbackCardProps) {
  return (
    <DashboardCard headingId="recent-feedback-heading" icon={MessageSquareText} title="Recent feedback">
      <QueryView query={homework} failedText={messages.student.homeworkFetchFailed}>
        {(list) => {
          const items = recentFeedback(list, shownCount);
          if (items.length === 0) return <Text color="gray.600">{messages.student.noRecentFeedback}</Text>;
          return (
            <Stack as="ul" gap="3" listStyleType="none" ms="0">
              {items.map(({ homework: item, submission }) => (
                <Stack
                  as="li"
                  key={submission.id}
                  gap="1"
                  borderLeftWidth="3px"
                  borderColor="blue.400"
                  ps="3"
                >
                  <HStack justify="space-between" align="start" gap="3">
                    <Text fontWeight="semibold">{item.title}</Text>
                    {submission.grade && (
                      <Badge colorPalette="blue" variant="outline" flexShrink={0}>
                        {messages.student.gradeLabel(submission.grade)}
                      </Badge>
                    )}
                  </HStack>
                  {submission.feedback.trim() && (
                    <Text fontSize="sm" color="gray.700">
                      “{feedbackExcerpt(submission.feedback)}”
                    </Text>
                  )}
                </Stack>
              ))}
            </Stack>
          );
        }}
      </QueryView>
    </DashboardCard>
  );
}
