import { Alert, Button, chakra, Dialog, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogFrame } from './DialogFrame';
import { submitInPlace } from './submit-in-place';

export type FormDialogProps = {
  open: boolean;
  title: string;
  maxWidthPx: number;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  submitDisabled?: boolean;
  /** What stopped the last save, shown under the fields; null when nothing did. */
  problem?: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
};

/** The teacher area's modal form: a title, the fields, and the submit and Cancel buttons. */
export function FormDialog({
  open,
  title,
  maxWidthPx,
  submitLabel,
  busyLabel,
  busy,
  submitDisabled = false,
  problem = null,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  return (
    <DialogFrame open={open} title={title} maxWidthPx={maxWidthPx} onClose={onClose}>
      {/* The form sits inside the dialog, which keeps its role; it leaves the layout to it.
          noValidate: the product's own messages replace the browser's bubbles (docs/behaviour.md#validation). */}
      <chakra.form display="contents" onSubmit={submitInPlace(onSubmit)} noValidate>
        <Dialog.Body>
          <Stack gap="4">
            {children}
            {problem && (
              <Alert.Root role="alert" status="error">
                <Alert.Indicator />
                <Alert.Title>{problem}</Alert.Title>
              </Alert.Root>
            )}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" disabled={busy || submitDisabled}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </Dialog.Footer>
      </chakra.form>
    </DialogFrame>
  );
}
