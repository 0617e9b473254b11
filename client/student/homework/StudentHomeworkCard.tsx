import { Badge, Button, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { ExternalLink } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  canResubmit,
  canSubmit,
  homeworkSubmissionMachine,
  submissionOf,
} from '../../../machines/homework-submission.machine';
import { messages } from '../../../shared/messages';
import type { Homework } from '../../../shared/schemas/homework';
import { notify } from '../../components/notify';
import { httpLinkOrNull } from '../../lib/links';
import { DriveLinkForm } from './DriveLinkForm';
import {
  feedbackExcerpt,
  hasFeedback,
  homeworkState,
  homeworkStateColors,
  homeworkStateLabels,
} from './homework-list';
import { InstantLine } from './InstantLine';
import { ReadFeedbackDialog } from './ReadFeedbackDialog';
import { submitHomeworkLink } from './submit-homework';

type HomeworkCardProps = {
  homework: Homework;
  now: Date;
  /** The homework after the student's own submission, for the list to keep. */
  onHomeworkChange: (homework: Homework) => void;
};

/** One homework: its state, its details, and submitting, resubmitting and reading feedback. */
export function StudentHomeworkCard({ homework, now, onHomeworkChange }: HomeworkCardProps) {
  const titleId = useId();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const onHomeworkChangeRef = useRef(onHomeworkChange);
  onHomeworkChangeRef.current = onHomeworkChange;

  const machine = useMemo(
    () =>
      homeworkSubmissionMachine.provide({
        actors: { submitLink: submitHomeworkLink },
        actions: {
          notifySubmitted: ({ context }) => {
            notify.success(messages.student.homeworkSubmitted);
            onHomeworkChangeRef.current(context.homework);
          },
          notifyFailed: (_, { message }) => notify.error(message),
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine, { input: { homework } });
  useEffect(() => send({ type: 'HOMEWORK_CHANGED', homework }), [homework, send]);

  const current = snapshot.context.homework;
  const state = homeworkState(current, now);
  const submission = submissionOf(current);
  const materialLink = httpLinkOrNull(current.gdrive_link);
  const submittedLink = httpLinkOrNull(submission?.drive_link);
  const answered = hasFeedback(submission);
  const pastDue = state === 'deadlinePassed';
  const submitOffered = snapshot.matches('idle') && canSubmit(current, now);
  // Past due, open, nothing handed in, and no late work taken: nothing to offer but the reason.
  const closedToLate = pastDue && current.status === 'open' && !canSubmit(current, now);

  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline" bg="white" size="sm">
      <Card.Header>
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="1">
            <Heading as="h2" size="md" id={titleId}>
              {current.title}
            </Heading>
            {current.subject && (
              <Text fontSize="sm" color="gray.600">
                {current.subject}
              </Text>
            )}
          </Stack>
          <Stack gap="1" align="end" flexShrink={0}>
            <Badge colorPalette={homeworkStateColors[state]} size="md">
              {homeworkStateLabels[state]}
            </Badge>
            {answered && (
              <Badge colorPalette="blue" variant="outline" size="md">
                {messages.student.feedbackGiven}
              </Badge>
            )}
          </Stack>
        </HStack>
      </Card.Header>
      <Card.Body gap="3">
        {current.description && (
          <Text color="gray.700" whiteSpace="pre-wrap">
            {current.description}
          </Text>
        )}
        <InstantLine label="Due" instant={current.due_date} />
        {materialLink && (
          <Link href={materialLink} target="_blank" rel="noopener noreferrer" fontSize="sm" color="brand.fg">
            Homework material <ExternalLink size={14} aria-hidden />
          </Link>
        )}

        {submission && (snapshot.matches('submitted') || snapshot.matches('resubmitting')) && (
          <Stack gap="2" borderTopWidth="1px" pt="3">
            <HStack gap="2" wrap="wrap">
              <InstantLine label="Submitted" instant={submission.submitted_at} />
              {submission.is_late && <Badge colorPalette="red">Late</Badge>}
            </HStack>
            {submittedLink && (
              <Link
                href={submittedLink}
                target="_blank"
                rel="noopener noreferrer"
                fontSize="sm"
                color="brand.fg"
              >
                View my submission <ExternalLink size={14} aria-hidden />
              </Link>
            )}
            {answered && (
              <Stack gap="1" bg="blue.50" borderRadius="md" px="3" py="2">
                {submission.grade && (
                  <Text fontWeight="semibold" color="blue.900">
                    {messages.student.gradeLabel(submission.grade)}
                  </Text>
                )}
                {submission.feedback.trim() && (
                  <Text fontSize="sm" color="gray.800">
                    “{feedbackExcerpt(submission.feedback)}”
                  </Text>
                )}
              </Stack>
            )}
          </Stack>
        )}

        {pastDue && (submitOffered || snapshot.hasTag('linkForm')) && (
          <Text fontSize="sm" color="orange.800" bg="orange.50" borderRadius="md" px="3" py="2">
            {messages.student.handInLateWarning}
          </Text>
        )}

        {snapshot.hasTag('linkForm') && (
          <DriveLinkForm
            snapshot={snapshot}
            send={send}
            submitLabel={submission ? 'Resubmit' : pastDue ? messages.student.handInLate : 'Submit'}
          />
        )}
      </Card.Body>

      {closedToLate && (
        <Card.Footer>
          <Stack gap="0">
            <Text fontWeight="semibold" color="gray.800">
              {messages.student.closedToLateWork}
            </Text>
            <Text fontSize="sm" color="gray.600">
              {messages.student.closedToLateWorkNote}
            </Text>
          </Stack>
        </Card.Footer>
      )}
      {(submitOffered || (snapshot.matches('submitted') && (answered || canResubmit(current, now)))) && (
        <Card.Footer gap="2" flexWrap="wrap">
          {submitOffered && (
            <Button
              colorPalette={pastDue ? 'orange' : 'brand'}
              variant={pastDue ? 'outline' : 'solid'}
              size="sm"
              onClick={() => send({ type: 'EDIT' })}
            >
              {pastDue ? messages.student.handInLate : 'Submit homework'}
            </Button>
          )}
          {snapshot.matches('submitted') && submission && (
            <>
              {answered && (
                <Button variant="outline" size="sm" onClick={() => setFeedbackOpen(true)}>
                  View feedback
                </Button>
              )}
              {canResubmit(current, now) && (
                <Button
                  colorPalette="brand"
                  variant="subtle"
                  size="sm"
                  onClick={() => send({ type: 'RESUBMIT' })}
                >
                  Resubmit
                </Button>
              )}
            </>
          )}
        </Card.Footer>
      )}

      {answered && (
        <ReadFeedbackDialog
          homeworkTitle={current.title}
          submission={submission}
          open={feedbackOpen}
          onClose={() => setFeedbackOpen(false)}
        />
      )}
    </Card.Root>
  );
}
