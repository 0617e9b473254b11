import { Badge, Card, HStack, Link, Text } from '@chakra-ui/react';
import { CalendarClock, FileText } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { messages } from '../../../shared/messages';
import type { Homework } from '../../../shared/schemas/homework';
import { formatEnIn } from '../../lib/dates';
import { httpLinkOrNull } from '../../lib/links';
import { EditDeleteButtons } from '../common/EditDeleteButtons';
import { type TeacherHomeworkStatus, teacherHomeworkStatus } from './homework-status';

const statusPalette: Record<TeacherHomeworkStatus, string> = {
  Open: 'green',
  'Deadline Passed': 'orange',
  Closed: 'gray',
};

export type HomeworkCardProps = {
  homework: Homework;
  now: Date;
  onEdit: () => void;
  onDelete: () => void;
};

/** One homework: its status, due date (en-IN), batches, drive link, and the way to its submissions. */
export function TeacherHomeworkCard({ homework, now, onEdit, onDelete }: HomeworkCardProps) {
  const status = teacherHomeworkStatus(homework, now);
  const driveLink = httpLinkOrNull(homework.gdrive_link);
  const submissionsPath = `/teacher/homework/${homework.id}/submissions`;
  return (
    <Card.Root as="article" size="sm" variant="outline" bg="white">
      <Card.Body gap="2">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Link asChild fontWeight="semibold" fontSize="md" color="gray.900" minWidth="0">
            <RouterLink to={submissionsPath}>
              <Text as="h3" lineClamp={2}>
                {homework.title}
              </Text>
            </RouterLink>
          </Link>
          <Badge colorPalette={statusPalette[status]} flexShrink={0}>
            {status}
          </Badge>
        </HStack>
        {homework.description && (
          <Text fontSize="sm" color="gray.700" lineClamp={3}>
            {homework.description}
          </Text>
        )}
        <HStack gap="1.5" fontSize="sm" color="gray.700">
          <CalendarClock size={16} aria-hidden />
          <Text>Due: {formatEnIn(homework.due_date)}</Text>
        </HStack>
        <HStack gap="1.5" wrap="wrap">
          {homework.subject && <Badge variant="outline">{homework.subject}</Badge>}
          {homework.batch_names.map((batch) => (
            <Badge key={batch.id} variant="subtle" colorPalette="blue">
              {batch.name}
            </Badge>
          ))}
          {homework.allow_resubmit && <Badge variant="subtle">Resubmission allowed</Badge>}
          {/* Once due, the teacher sees at a glance whether late hand-ins still come in. */}
          {status === 'Deadline Passed' &&
            (homework.allow_late ? (
              <Badge variant="subtle" colorPalette="orange">
                {messages.teacher.lateWorkAccepted}
              </Badge>
            ) : (
              <Badge variant="subtle">{messages.teacher.closedToLateWork}</Badge>
            ))}
        </HStack>
        <HStack justify="space-between" gap="2" mt="1" wrap="wrap">
          <HStack gap="4" fontSize="sm">
            <Link asChild color="brand.fg">
              <RouterLink to={submissionsPath}>View Submissions</RouterLink>
            </Link>
            {driveLink && (
              <Link href={driveLink} target="_blank" rel="noopener noreferrer" color="brand.fg">
                <FileText size={16} aria-hidden />
                Drive
              </Link>
            )}
          </HStack>
          <EditDeleteButtons subject={`homework ${homework.title}`} onEdit={onEdit} onDelete={onDelete} />
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
