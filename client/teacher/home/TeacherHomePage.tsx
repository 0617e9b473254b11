import { Box, Card, Grid, Heading, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { isSameDay, startOfToday } from 'date-fns';
import { useCallback, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { messages } from '../../../shared/messages';
import type { LiveClass } from '../../../shared/schemas/classes';
import { channels } from '../../../shared/socket';
import { CalendarFeedPanel } from '../../components/CalendarFeedPanel';
import { calendarLabels, calendarStyles } from '../../components/DateTimePicker';
import { api } from '../../data/client';
import { applyClassMessage, upsertById } from '../../data/live-updates';
import { QueryView } from '../../data/QueryView';
import { queryKeys } from '../../data/query-keys';
import { useLiveList } from '../../data/useLiveList';
import { formatClassDate, isoDayOf } from '../../lib/dates';
import { ClassCardList } from '../classes/ClassCardList';
import { sortByStartTime } from '../classes/class-list';
import { logFetchFailure } from '../common/log-fetch-failure';
import { useTeacherBatches } from '../common/useTeacherBatches';
import { AnnouncementForm } from './AnnouncementForm';
import { PendingReviewsPanel } from './PendingReviewsPanel';

/** The browser's time zone: the server reads the chosen calendar day in it. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The classes of `list` on the local calendar day `day`, by start time. */
function classesOnDay(list: readonly LiveClass[], day: Date): LiveClass[] {
  return sortByStartTime(list.filter((item) => isSameDay(new Date(item.start_time), day)));
}

/** Teacher home: the classes of a chosen day, pending submissions, announcements, the calendar feed. */
export default function TeacherHomePage() {
  const batches = useTeacherBatches();
  const [day, setDay] = useState<Date>(startOfToday);
  const dayText = isoDayOf(day);
  const queryClient = useQueryClient();
  const fetchDay = useCallback(
    async (signal: AbortSignal) => {
      const query = { date: dayText, tz: browserTimeZone() };
      const classes = await api
        .call('teacherClassesByDate', { query, signal })
        .catch(logFetchFailure('Failed to fetch classes of the day'));
      return sortByStartTime(classes);
    },
    [dayText],
  );
  // A class message may move a class onto or off the shown day, hence the day filter after it.
  const { query, update, remove } = useLiveList({
    queryKey: queryKeys.teacherClassesOn(dayText, browserTimeZone()),
    queryFn: fetchDay,
    channelPath: channels.teacherClasses(),
    applyMessage: (list, message) => classesOnDay(applyClassMessage(list, message), day),
    // Other days' lists are not kept current: forgotten, so going back to one fetches it again.
    onMessage: () => queryClient.removeQueries({ queryKey: queryKeys.teacherClassDays, type: 'inactive' }),
  });

  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        Teacher Dashboard
      </Heading>
      {/*
        Pending work comes first in the page, so a phone shows it first and a screen reader reads it
        first; a wide screen puts it under the calendar, beside the classes.
      */}
      <Grid
        templateColumns={{ base: '1fr', lg: 'auto 1fr' }}
        templateRows={{ lg: 'auto 1fr' }}
        templateAreas={{ base: '"pending" "calendar" "main"', lg: '"calendar main" "pending main"' }}
        gap="6"
        alignItems="start"
      >
        <PendingReviewsPanel />
        <Card.Root
          gridArea="calendar"
          variant="outline"
          bg="white"
          as="section"
          aria-labelledby="calendar-heading"
        >
          <Card.Body>
            <Heading as="h2" size="md" id="calendar-heading" mb="2">
              Choose a date
            </Heading>
            <Box css={calendarStyles}>
              <DayPicker mode="single" required labels={calendarLabels} selected={day} onSelect={setDay} />
            </Box>
          </Card.Body>
        </Card.Root>
        <Stack gridArea="main" gap="6" minWidth="0">
          <Stack as="section" gap="3" aria-labelledby="overview-heading">
            <Heading as="h2" size="md" id="overview-heading">
              Classes on {formatClassDate(day)}
            </Heading>
            {/* A failed fetch is only logged (docs/behaviour.md#class-status): the empty state is shown. */}
            <QueryView query={query} failedText="" failedData={[]}>
              {(classes) => (
                <ClassCardList
                  classes={classes}
                  batches={batches}
                  emptyText={messages.teacher.noClassesForDate}
                  onUpdated={(updated) => update((list) => classesOnDay(upsertById(list, updated), day))}
                  onDeleted={remove}
                />
              )}
            </QueryView>
          </Stack>
          <AnnouncementForm batches={batches} />
          <CalendarFeedPanel />
        </Stack>
      </Grid>
    </Stack>
  );
}
