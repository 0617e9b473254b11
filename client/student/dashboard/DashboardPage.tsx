import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Announcement } from '../../../shared/schemas/announcements';
import { channels, type SocketAction, type SocketMessage } from '../../../shared/socket';
import { usePageTitle } from '../../app/usePageTitle';
import { api } from '../../data/client';
import { applyToCache, refetchAfterMessage } from '../../data/live-cache';
import { queryKeys } from '../../data/query-keys';
import { useLiveChannel } from '../../data/useLiveChannel';
import { useLiveQuery } from '../../data/useLiveQuery';
import { SubmissionChannel } from '../homework/SubmissionChannel';
import { useStudentHomework } from '../homework/useStudentHomework';
import { useStudent } from '../StudentContext';
import { AnnouncementsCard } from './AnnouncementsCard';
import { mergeAnnouncements } from './announcements';
import { LatestHomeworkCard } from './LatestHomeworkCard';
import { NextClassCard } from './NextClassCard';
import { OpenTestsCard } from './OpenTestsCard';
import { RecentFeedbackCard } from './RecentFeedbackCard';
import { SubscriptionCard } from './SubscriptionCard';
import { useNextClass } from './useNextClass';

const classActions: ReadonlySet<SocketAction> = new Set(['new_class', 'update_class', 'delete_class']);

/**
 * /dashboard: a greeting, the next class, the latest homework still to do, recent feedback (live:
 * each handed-in homework's submission channel brings feedback as it is given) and announcements.
 */
export default function DashboardPage() {
  usePageTitle('Dashboard');
  const queryClient = useQueryClient();
  const { profile, batchId, batchKnown } = useStudent();
  const homework = useStudentHomework();

  // The batch channel: any class of the batch added, moved or removed may change which class is
  // next (moving another class earlier than the shown one included); announcements arrive whole.
  const batchChannel = useLiveChannel(
    batchId ? channels.studentBatch(batchId) : null,
    (message: SocketMessage) => {
      if (classActions.has(message.action)) {
        void refetchAfterMessage(queryClient, queryKeys.nextClass);
      }
      if (message.action === 'new_announcement') {
        const { announcement } = message;
        applyToCache(queryClient, queryKeys.studentAnnouncements, (list: readonly Announcement[]) =>
          mergeAnnouncements(list, [announcement]),
        );
      }
    },
  );
  const nextClass = useNextClass({ batchChannel, enabled: batchKnown });
  const announcements = useLiveQuery({
    queryKey: queryKeys.studentAnnouncements,
    queryFn: async (signal) => mergeAnnouncements([], await api.call('studentAnnouncements', { signal })),
    channel: batchChannel,
    enabled: batchKnown,
  });

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {profile ? `Welcome back, ${profile.first_name}!` : 'Welcome back!'}
        </Heading>
        <Text color="gray.600">Here is what is coming up for you.</Text>
      </Stack>
      <SubscriptionCard validUntil={profile?.valid_until ?? null} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
        <NextClassCard nextClass={nextClass} />
        <LatestHomeworkCard homework={homework.homework} />
        <OpenTestsCard />
        <RecentFeedbackCard homework={homework.homework} />
        <AnnouncementsCard announcements={announcements} />
      </SimpleGrid>
      {(homework.homework.data ?? [])
        .filter((item) => item.submissions.length > 0)
        .map((item) => (
          <SubmissionChannel
            key={item.id}
            homeworkId={item.id}
            onMessage={homework.applySubmission}
            refetch={homework.refetch}
          />
        ))}
    </Stack>
  );
}
