import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

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
    <Dialog.Root
      open
      placement="center"
      scrollBehavior="outside"
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content maxWidth={`${maxWidthPx}px`} width="100%">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{closeLabel}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
