import { Button, Dialog, Text } from '@chakra-ui/react';
import { DialogFrame } from './DialogFrame';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** The question the person answers, e.g. 'Delete this homework?' (docs/behaviour.md#calls). */
  message: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A Chakra alert dialog in place of window.confirm: Cancel is focused first, the action is red. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Delete',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <DialogFrame role="alertdialog" open={open} title={title} maxWidthPx={400} onClose={onCancel}>
      <Dialog.Body>
        <Text>{message}</Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.ActionTrigger>
        <Button colorPalette="red" loading={busy} loadingText={confirmLabel} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
