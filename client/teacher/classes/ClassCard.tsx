import { Badge, Button, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { CalendarDays, ClipboardCheck, Clock, Video } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { attendanceTexts } from '../../../shared/attendance-texts';
import type { ClassStatus, LiveClass } from '../../../shared/schemas/classes';
import { formatClassDate, formatClassTime } from '../../lib/dates';
import { httpLinkOrNull } from '../../lib/links';
import { EditDeleteButtons } from '../common/EditDeleteButtons';
import { classStatusLabels } from './class-form';

const statusPalette: Record<ClassStatus, string> = { scheduled: 'blue', active: 'green', inactive: 'gray' };

export type ClassCardProps = {
  item: LiveClass;
  /** Whether a class that has started is marked; undefined for one to come (or when unknown). */
  marked?: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

/** One class: topic, batch, date and time in the browser's timezone, status, link and notes. */
export function ClassCard({ item, marked, onEdit, onDelete }: ClassCardProps) {
  const zoomLink = httpLinkOrNull(item.zoom_link);
  return (
    <Card.Root as="article" size="sm" variant="outline" bg="white">
      <Card.Body gap="2">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Stack gap="0.5" minWidth="0">
            <Text as="h3" fontWeight="semibold" fontSize="md" lineClamp={2}>
              {item.topic}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {item.batch.name}
            </Text>
          </Stack>
          <Badge colorPalette={statusPalette[item.status]} flexShrink={0}>
            {classStatusLabels[item.status]}
          </Badge>
        </HStack>
        <HStack gap="4" fontSize="sm" color="gray.700" wrap="wrap">
          <HStack gap="1.5">
            <CalendarDays size={16} aria-hidden />
            <Text>{formatClassDate(item.start_time)}</Text>
          </HStack>
          <HStack gap="1.5">
            <Clock size={16} aria-hidden />
            <Text>{formatClassTime(item.start_time)}</Text>
          </HStack>
        </HStack>
        {item.notes && (
          <Text fontSize="sm" color="gray.700" whiteSpace="pre-line">
            {item.notes}
          </Text>
        )}
        <HStack justify="space-between" gap="2" mt="1">
          {zoomLink ? (
            <Link href={zoomLink} target="_blank" rel="noopener noreferrer" color="brand.fg" fontSize="sm">
              <Video size={16} aria-hidden />
              Zoom link
            </Link>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              No link yet
            </Text>
          )}
          <EditDeleteButtons subject={`class ${item.topic}`} onEdit={onEdit} onDelete={onDelete} />
        </HStack>
        {marked !== undefined && (
          <Badge colorPalette={marked ? 'green' : 'orange'} alignSelf="flex-start">
            {marked ? attendanceTexts.classMarked : attendanceTexts.classNotMarked}
          </Badge>
        )}
        <Button asChild size="sm" variant="subtle" colorPalette="brand" width="full">
          <RouterLink
            to={`/teacher/classes/${item.id}/attendance`}
            aria-label={`Attendance of ${item.topic}`}
          >
            <ClipboardCheck size={16} aria-hidden />
            {attendanceTexts.takeAttendance}
          </RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
