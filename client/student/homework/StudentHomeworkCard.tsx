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
import { homeworkState, homeworkStateColors, homeworkStateLabels } from './homework-list';
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
          <Badge colorPalette={homeworkStateColors[state]} size="md" flexShrink={0}>
            {homeworkStateLabels[state]}
          </Badge>
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
          </Stack>
        )}

        {snapshot.hasTag('linkForm') && (
          <DriveLinkForm snapshot={snapshot} send={send} submitLabel={submission ? 'Resubmit' : 'Submit'} />
        )}
      </Card.Body>

      {(snapshot.matches('idle') || snapshot.matches('submitted')) && (
        <Card.Footer gap="2" flexWrap="wrap">
          {snapshot.matches('idle') && canSubmit(current) && (
            <Button colorPalette="brand" size="sm" onClick={() => send({ type: 'EDIT' })}>
              Submit homework
            </Button>
          )}
          {snapshot.matches('submitted') && submission && (
            <>
              <Button variant="outline" size="sm" onClick={() => setFeedbackOpen(true)}>
                View feedback
              </Button>
              {canResubmit(current) && (
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

      {submission && (
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
