import { Badge, Button, Card, HStack, Link, Text } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { messages } from '../../../shared/messages';
import type { TeacherSubmission } from '../../../shared/schemas/submissions';
import { formatEnIn } from '../../lib/dates';
import { httpLinkOrNull } from '../../lib/links';
import { hasFeedback } from './submission-list';

export type SubmissionCardProps = {
  submission: TeacherSubmission;
  onFeedback: () => void;
};

/** One submission; a late one has a red left border, the others a green one. */
export function SubmissionCard({ submission, onFeedback }: SubmissionCardProps) {
  const { student } = submission;
  const link = httpLinkOrNull(submission.drive_link);
  const reviewed = hasFeedback(submission);
  return (
    <Card.Root
      as="article"
      size="sm"
      variant="outline"
      bg="white"
      borderLeftWidth="4px"
      borderLeftColor={submission.is_late ? 'red.500' : 'green.500'}
      data-late={submission.is_late}
    >
      <Card.Body gap="2">
        <HStack justify="space-between" align="flex-start" gap="2" wrap="wrap">
          <Text as="h2" fontWeight="semibold">
            {student.first_name} {student.last_name}{' '}
            <Text as="span" fontWeight="normal" color="fg.muted">
              ({student.batch?.name ?? 'No batch'})
            </Text>
          </Text>
          <HStack gap="1.5">
            <Badge colorPalette={reviewed ? 'green' : 'yellow'}>
              {reviewed ? 'Feedback Given' : 'Pending Review'}
            </Badge>
            {submission.is_late && <Badge colorPalette="red">Late</Badge>}
          </HStack>
        </HStack>
        <Text fontSize="sm" color="gray.700">
          Submitted at: {formatEnIn(submission.submitted_at)}
        </Text>
        {submission.grade && (
          <Text fontSize="sm" color="gray.700">
            Grade: {submission.grade}
          </Text>
        )}
        {reviewed && (
          <Text fontSize="sm" color="gray.700" whiteSpace="pre-line" lineClamp={3}>
            {submission.feedback}
          </Text>
        )}
        <HStack justify="space-between" gap="2" mt="1" wrap="wrap">
          {link ? (
            <Link href={link} target="_blank" rel="noopener noreferrer" color="brand.fg" fontSize="sm">
              View Submission
              <ExternalLink size={14} aria-hidden />
            </Link>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {messages.teacher.linkUnavailable}
            </Text>
          )}
          <Button
            size="sm"
            colorPalette="brand"
            variant={reviewed ? 'outline' : 'solid'}
            onClick={onFeedback}
          >
            {reviewed ? 'Edit Feedback' : 'Give Feedback'}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
