import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type DialogFrameProps = {
  open: boolean;
  title: ReactNode;
  maxWidthPx: number;
  /** 'alertdialog' for a question that must be answered (ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
  /** The accessible name of the corner close button. */
  closeLabel?: string;
  onClose: () => void;
  /** The body and footer (Dialog.Body, Dialog.Footer), or a form holding them. */
  children: ReactNode;
};

/**
 * What every dialog of the product shares: centred, as wide as the screen allows up to its maximum,
 * scrolling with the page when taller than it, a title, and a corner close button. Escape, the
 * backdrop and the close button all call `onClose`.
 */
export function DialogFrame({
  open,
  title,
  maxWidthPx,
  role = 'dialog',
  closeLabel = 'Close',
  onClose,
  children,
}: DialogFrameProps) {
  return (
    <Dialog.Root
      role={role}
      open={open}
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
            {children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
