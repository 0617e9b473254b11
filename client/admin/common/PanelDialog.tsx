import { Button, Dialog } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogFrame } from '../../components/DialogFrame';

type PanelDialogProps = {
  title: string;
  maxWidthPx?: number;
  /** The footer button that closes it: 'Close' to read, 'Done' after changes that saved themselves. */
  closeLabel?: string;
  onClose: () => void;
  children: ReactNode;
};

/** A dialog that shows or changes things in place, with no form to submit: a title, its body and one way out. */
export function PanelDialog({
  title,
  maxWidthPx = 480,
  closeLabel = 'Close',
  onClose,
  children,
}: PanelDialogProps) {
  return (
    <DialogFrame open title={title} maxWidthPx={maxWidthPx} onClose={onClose}>
      <Dialog.Body>{children}</Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{closeLabel}</Button>
        </Dialog.ActionTrigger>
      </Dialog.Footer>
    </DialogFrame>
  );
}
