import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarClock, Clock, Video } from 'lucide-react';
import { messages } from '../../../shared/messages';
import type { NextClass } from '../../../shared/schemas/classes';
import { nextClassView } from './next-class';

/** The dashboard's class card: the next class with 'Join Class', or why there is none. */
export function NextClassCard({ nextClass }: { nextClass: UseQueryResult<NextClass | null> }) {
  // Only a refused session fails this query, and it leads to /logout: 'Loading...' until then.
  const view = nextClass.data === undefined ? null : nextClassView(nextClass.data, new Date());
  return (
    <Card.Root as="section" aria-labelledby="next-class-heading" variant="outline" bg="white">
      <Card.Header>
        <HStack gap="2" color="brand.fg">
          <CalendarClock size={20} aria-hidden />
          <Heading as="h2" size="md" id="next-class-heading" color="gray.900">
            Next class
          </Heading>
        </HStack>
      </Card.Header>
      <Card.Body gap="3">
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
      </Card.Body>
      {view?.kind === 'class' && (
        <Card.Footer>
          {view.joinUrl ? (
            <Button asChild colorPalette="brand">
              <a href={view.joinUrl} target="_blank" rel="noopener noreferrer">
                <Video size={18} aria-hidden />
                {messages.student.joinClass}
              </a>
            </Button>
          ) : (
            <Button disabled variant="subtle">
              {messages.student.waitingForLink}
            </Button>
          )}
        </Card.Footer>
      )}
    </Card.Root>
  );
}
