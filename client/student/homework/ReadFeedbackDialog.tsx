import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { layout } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import type { StudentSubmission } from '../../../shared/schemas/submissions';

type FeedbackDialogProps = {
  homeworkTitle: string;
  submission: StudentSubmission;
  open: boolean;
  onClose: () => void;
};

/** The teacher's feedback on one submission, or 'No feedback yet...' while there is none. */
export function ReadFeedbackDialog({ homeworkTitle, submission, open, onClose }: FeedbackDialogProps) {
  return (
    <Dialog.Root
      open={open}
      placement="center"
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content maxWidth={`${layout.feedbackModalMaxPx}px`} width="100%">
            <Dialog.Header>
              <Dialog.Title>Feedback: {homeworkTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text whiteSpace="pre-wrap" color={submission.feedback ? 'gray.800' : 'gray.600'}>
                  {submission.feedback || messages.student.noFeedback}
                </Text>
                {submission.grade && (
                  <Text fontWeight="semibold">
                    Grade: <Text as="span">{submission.grade}</Text>
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close feedback" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
