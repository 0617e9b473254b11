import { Box, Card, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { format, startOfToday } from 'date-fns';
import { useCallback, useEffect, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { messages } from '../../../shared/messages';
import type { LiveClass } from '../../../shared/schemas/classes';
import { channels } from '../../../shared/socket';
import { api } from '../../api/client';
import { useChannel } from '../../api/useChannel';
import { calendarLabels, calendarStyles } from '../../components/DateTimePicker';
import { ClassCardList } from '../classes/ClassCardList';
import { sortByStartTime } from '../classes/classList';
import { removeById } from '../shared/liveUpdates';
import { useTeacherBatches } from '../shared/useTeacherBatches';
import { AnnouncementForm } from './AnnouncementForm';

/** Teacher home: the classes of a chosen day, pending submissions (not built yet), announcements. */
export default function TeacherHome() {
  const batches = useTeacherBatches();
  const [day, setDay] = useState<Date>(startOfToday);
  const [classes, setClasses] = useState<readonly LiveClass[] | null>(null);
  const dayText = format(day, 'yyyy-MM-dd');

  const load = useCallback(
    (signal?: AbortSignal) =>
      api
        .call('teacherClassesByDate', { query: { date: dayText }, signal })
        .then((list) => setClasses(sortByStartTime(list)))
        .catch((error: unknown) => {
          if (signal?.aborted) return;
          console.error('Class fetch failed', error);
          setClasses([]);
        }),
    [dayText],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  // Any class change may concern the shown day (a class can move to another day): fetch it again.
  const refetch = useCallback(() => void load(), [load]);
  useChannel(channels.teacherClasses(), refetch);

  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        Teacher Dashboard
      </Heading>
      <Grid templateColumns={{ base: '1fr', lg: 'auto 1fr' }} gap="6" alignItems="start">
        <Stack gap="6">
          <Card.Root variant="outline" bg="white" as="section" aria-labelledby="calendar-heading">
            <Card.Body>
              <Heading as="h2" size="md" id="calendar-heading" mb="2">
                Choose a date
              </Heading>
              <Box css={calendarStyles}>
                <DayPicker mode="single" required labels={calendarLabels} selected={day} onSelect={setDay} />
              </Box>
            </Card.Body>
          </Card.Root>
          <Card.Root variant="outline" bg="white" as="section" aria-labelledby="pending-heading">
            <Card.Body>
              <Heading as="h2" size="md" id="pending-heading" mb="2">
                Pending Submissions
              </Heading>
              <Text color="fg.muted">{messages.teacher.pendingComingSoon}</Text>
            </Card.Body>
          </Card.Root>
        </Stack>
        <Stack gap="6" minWidth="0">
          <Stack as="section" gap="3" aria-labelledby="overview-heading">
            <Heading as="h2" size="md" id="overview-heading">
              Classes on {format(day, 'MMM dd, yyyy')}
            </Heading>
            {classes === null ? (
              <Text color="fg.muted">Loading...</Text>
            ) : (
              <ClassCardList
                classes={classes}
                batches={batches}
                emptyText={messages.teacher.noClassesForDate}
                onUpdated={refetch}
                onDeleted={(classId) => setClasses((list) => removeById(list ?? [], classId))}
              />
            )}
          </Stack>
          <AnnouncementForm batches={batches} />
        </Stack>
      </Grid>
    </Stack>
  );
}
