import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { SnapshotFrom } from 'xstate';
import type {
  HomeworkSubmissionEvent,
  homeworkSubmissionMachine,
} from '../../../machines/homework-submission.machine';
import { LinkField } from '../../components/LinkField';
import { submitInPlace } from '../../components/submit-in-place';

type DriveLinkFormProps = {
  /**
   * The card's submission machine, whose link form this is: the form shows what the machine holds
   * (the link typed, why it was refused (docs/behaviour.md#validation), why the server refused the
   * submission (docs/behaviour.md#messages)) and sends it what the student does.
   */
  snapshot: SnapshotFrom<typeof homeworkSubmissionMachine>;
  send: (event: HomeworkSubmissionEvent) => void;
  submitLabel: string;
};

/** The drive-link field of a homework card, for a first submission and for a resubmission. */
export function DriveLinkForm({ snapshot, send, submitLabel }: DriveLinkFormProps) {
  const { link, validationMessage, failureMessage } = snapshot.context;
  const busy = snapshot.matches('submitting');
  return (
    // noValidate: the product's own message replaces the browser's bubble for a blank or bad URL (docs/behaviour.md#validation).
    <Stack asChild gap="3">
      <form onSubmit={submitInPlace(() => send({ type: 'SUBMIT' }))} noValidate>
        <LinkField
          label="Google Drive link"
          required
          error={validationMessage}
          value={link}
          placeholder="https://drive.google.com/..."
          autoFocus
          disabled={busy}
          onChange={(typed) => send({ type: 'CHANGE', link: typed })}
        />
        {failureMessage && (
          <Text role="alert" color="red.700" fontSize="sm">
            {failureMessage}
          </Text>
        )}
        <HStack gap="2">
          <Button type="submit" colorPalette="brand" size="sm" disabled={busy}>
            {busy ? 'Submitting...' : submitLabel}
          </Button>
          <Button variant="outline" size="sm" onClick={() => send({ type: 'CANCEL' })} disabled={busy}>
            Cancel
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
