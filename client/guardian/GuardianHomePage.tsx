import { Badge, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CalendarClock, ClipboardCheck, MessageSquareText } from 'lucide-react';
import { percentageText } from '../../shared/attendance-texts';
import type { GuardianChild } from '../../shared/schemas/guardians';
import { ApiRequestError } from '../data/errors';
import { QueryView } from '../data/QueryView';
import { formatClassDate, formatClassTime } from '../lib/dates';
import { AnnouncementsCard } from '../student/dashboard/AnnouncementsCard';
import { DashboardCard } from '../student/dashboard/DashboardCard';
import { feedbackExcerpt, isMissing, recentFeedback } from '../student/homework/homework-list';
import { ChildPage } from './ChildPage';
import { useChildRead } from './useChildRead';

/** /family: the picked child's dashboard: next class, homework at a glance, attendance, announcements. */
export default function GuardianHomePage() {
  return <ChildPage title="Overview">{(child) => <ChildDashboard child={child} />}</ChildPage>;
}

function ChildDashboard({ child }: { child: GuardianChild }) {
  const nextClass = useChildRead('guardianChildNextClass', child.id);
  const homework = useChildRead('guardianChildHomework', child.id);
  const attendance = useChildRead('guardianChildAttendance', child.id);
  const announcements = useChildRead('guardianChildAnnouncements', child.id);
  const now = new Date();
  const noClass = nextClass.error instanceof ApiRequestError && nextClass.error.status === 404;
  return (
    <Stack gap="5">
      {child.batch_name && <Text color="gray.600">Batch {child.batch_name}</Text>}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
        <DashboardCard headingId="child-next-class" icon={CalendarClock} title="Next class">
          {noClass ? (
            <Text color="gray.600">No upcoming class.</Text>
          ) : (
            <QueryView query={nextClass} failedText="The next class could not be loaded.">
              {(item) => (
                <Stack gap="1">
                  <Text fontWeight="semibold">{item.topic}</Text>
                  <Text color="gray.700">
                    {formatClassDate(item.start_time)} · {formatClassTime(item.start_time)}
                  </Text>
                </Stack>
              )}
            </QueryView>
          )}
        </DashboardCard>
        <DashboardCard headingId="child-attendance" icon={ClipboardCheck} title="Attendance">
          <QueryView query={attendance} failedText="Attendance could not be loaded.">
            {(record) => (
              <Stack gap="1">
                <Text fontSize="2xl" fontWeight="bold">
                  {percentageText(record.total.percentage)}
                </Text>
                <Text color="gray.700">
                  {record.total.present} present · {record.total.late} late · {record.total.absent} absent
                </Text>
              </Stack>
            )}
          </QueryView>
        </DashboardCard>
        <DashboardCard headingId="child-homework" icon={MessageSquareText} title="Homework and feedback">
          <QueryView query={homework} failedText="Homework could not be loaded.">
            {(list) => {
              const handedIn = list.filter((item) => item.submissions.length > 0).length;
              const missing = list.filter((item) => isMissing(item, now)).length;
              const feedback = recentFeedback(list, 3);
              return (
                <Stack gap="3">
                  <HStack gap="2" wrap="wrap">
                    <Badge colorPalette="green">{handedIn} handed in</Badge>
                    <Badge colorPalette="red">{missing} missing</Badge>
                    <Badge colorPalette="blue">{list.length - handedIn - missing} to do</Badge>
                  </HStack>
                  {feedback.length === 0 ? (
                    <Text color="gray.600">No feedback yet.</Text>
                  ) : (
                    <Stack as="ul" gap="2" listStyleType="none">
                      {feedback.map(({ homework: item, submission }) => (
                        <Stack as="li" key={item.id} gap="0">
                          <Text fontWeight="semibold">
                            {item.title}
                            {submission.grade ? ` · ${submission.grade}` : ''}
                          </Text>
                          <Text color="gray.700">{feedbackExcerpt(submission.feedback)}</Text>
                        </Stack>
                      ))}
                    </Stack>
                  )}
                </Stack>
              );
            }}
          </QueryView>
        </DashboardCard>
        <AnnouncementsCard announcements={announcements} />
      </SimpleGrid>
    </Stack>
  );
}
