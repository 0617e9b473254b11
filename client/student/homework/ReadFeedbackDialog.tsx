import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { layout } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import type { StudentSubmission } from '../../../shared/schemas/submissions';
import { DialogFrame } from '../../components/DialogFrame';

type FeedbackDialogProps = {
  homeworkTitle: string;
  submission: StudentSubmission;
  open: boolean;
  onClose: () => void;
};

/** The teacher's feedback on one submission, or 'No feedback yet...' for a grade given without words. */
export function ReadFeedbackDialog({ homeworkTitle, submission, open, onClose }: FeedbackDialogProps) {
  return (
    <DialogFrame
      open={open}
      title={`Feedback: ${homeworkTitle}`}
      maxWidthPx={layout.feedbackModalMaxPx}
      closeLabel="Close feedback"
      onClose={onClose}
    >
      <Dialog.Body>
        <Stack gap="3">
          <Text whiteSpace="pre-wrap" color={submission.feedback ? 'gray.800' : 'gray.600'}>
            {submission.feedback || messages.student.noFeedback}
          </Text>
          {submission.grade && (
            <Text fontWeight="semibold">{messages.student.gradeLabel(submission.grade)}</Text>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
