import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarClock, Clock, Video } from 'lucide-react';
import { messages } from '../../../shared/messages';
import type { NextClass } from '../../../shared/schemas/classes';
import { api } from '../../data/client';
import { DashboardCard } from './DashboardCard';
import { nextClassView } from './next-class';

/**
 * Tells the server of the click for the attendance it suggests; the link opens in a new tab whatever
 * the answer, so a failure is only logged.
 */
function recordJoin(classId: number) {
  api
    .call('joinClass', { params: { id: classId } })
    .catch((error) => console.error('Join not recorded', error));
}

/** The dashboard's class card: the next class with 'Join Class', or why there is none. */
export function NextClassCard({ nextClass }: { nextClass: UseQueryResult<NextClass | null> }) {
  // Only a refused session fails this query, and it leads to /logout: 'Loading...' until then.
  const view = nextClass.data === undefined ? null : nextClassView(nextClass.data, new Date());
  return (
    <DashboardCard
      headingId="next-class-heading"
      icon={CalendarClock}
      title="Next class"
      bodyGap="3"
      footer={
        view?.kind === 'class' &&
        (view.joinUrl ? (
          <Button asChild colorPalette="brand">
            <a
              href={view.joinUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => nextClass.data && recordJoin(nextClass.data.id)}
            >
              <Video size={18} aria-hidden />
              {messages.student.joinClass}
            </a>
          </Button>
        ) : (
          <Button disabled variant="subtle">
            {messages.student.waitingForLink}
          </Button>
        ))
      }
    >
      {!view && <Text color="gray.600">Loading...</Text>}
      {view?.kind === 'none' && <Text color="gray.600">{messages.student.noUpcomingClass}</Text>}
      {view?.kind === 'class' && (
        <>
          {!view.thisWeek && (
            <Badge colorPalette="orange" alignSelf="start">
              {messages.student.noClassThisWeek}
            </Badge>
          )}
          <Text fontSize="lg" fontWeight="semibold">
            {view.topic}
          </Text>
          <Stack gap="1" color="gray.700">
            <HStack gap="2">
              <CalendarClock size={16} aria-hidden />
              <Text>{view.date}</Text>
            </HStack>
            <HStack gap="2">
              <Clock size={16} aria-hidden />
              <Text>{view.time}</Text>
            </HStack>
          </Stack>
        </>
      )}
    </DashboardCard>
  );
}
