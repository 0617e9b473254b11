import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { channels, type SocketAction, type SocketMessage } from '../../../shared/socket';
import { useChannel } from '../../api/useChannel';
import { useRefetchOnReopen } from '../../api/useRefetchOnReopen';
import { usePageTitle } from '../../app/usePageTitle';
import { useStudentHomework } from '../homework/useStudentHomework';
import { useStudent } from '../StudentContext';
import { AnnouncementsCard } from './AnnouncementsCard';
import { LatestHomeworkCard } from './LatestHomeworkCard';
import { NextClassCard } from './NextClassCard';
import { useAnnouncements } from './useAnnouncements';
import { useNextClass } from './useNextClass';

const classActions: ReadonlySet<SocketAction> = new Set(['new_class', 'update_class', 'delete_class']);

/** /dashboard: a greeting, the next class, the latest homework and the teacher's announcements. */
export default function DashboardPage() {
  usePageTitle('Dashboard');
  const { profile, batchId } = useStudent();
  const nextClass = useNextClass();
  const homework = useStudentHomework();
  const announcements = useAnnouncements();

  // The batch channel: any class of the batch added, moved or removed may change which class is
  // next (moving another class earlier than the shown one included); announcements arrive whole.
  const batchChannel = useChannel(
    batchId ? channels.studentBatch(batchId) : null,
    (message: SocketMessage) => {
      if (classActions.has(message.action)) void nextClass.refetch();
      if (message.action === 'new_announcement') announcements.add(message.announcement);
    },
  );
  useRefetchOnReopen(batchChannel.status, () => {
    void nextClass.refetch();
    void announcements.refetch();
  });

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {profile ? `Welcome back, ${profile.first_name}!` : 'Welcome back!'}
        </Heading>
        <Text color="gray.600">Here is what is coming up for you.</Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
        <NextClassCard load={nextClass.load} />
        <LatestHomeworkCard homework={homework.homework} load={homework.load} />
      </SimpleGrid>
      <AnnouncementsCard announcements={announcements.announcements} load={announcements.load} />
    </Stack>
  );
}
