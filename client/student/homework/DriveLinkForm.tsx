import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { LinkField } from '../../components/LinkField';
import { submitInPlace } from '../../components/submit-in-place';

type DriveLinkFormProps = {
  link: string;
  /** The refusal of the typed link (docs/behaviour.md#validation), shown under the field. */
  validationMessage: string | null;
  /** The message (docs/behaviour.md#messages) after the server refused the submission. */
  failureMessage: string | null;
  busy: boolean;
  submitLabel: string;
  onChange: (link: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
};

/** The drive-link field of a homework card, for a first submission and for a resubmission. */
export function DriveLinkForm({
  link,
  validationMessage,
  failureMessage,
  busy,
  submitLabel,
  onChange,
  onSubmit,
  onCancel,
}: DriveLinkFormProps) {
  return (
    // noValidate: the product's own message replaces the browser's bubble for a blank or bad URL (docs/behaviour.md#validation).
    <Stack asChild gap="3">
      <form onSubmit={submitInPlace(onSubmit)} noValidate>
        <LinkField
          label="Google Drive link"
          required
          error={validationMessage}
          value={link}
          placeholder="https://drive.google.com/..."
          autoFocus
          disabled={busy}
          onChange={onChange}
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
          <Button variant="outline" size="sm" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
