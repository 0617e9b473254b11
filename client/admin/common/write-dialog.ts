import type { UseMutationResult } from '@tanstack/react-query';

/**
 * A FormDialog's busy state and submit around one admin write (useAdminWrite). `toSend` gives what
 * to send, or null when the form is not complete yet (having marked what is missing); the dialog
 * closes once the server has accepted the write.
 */
export function writeDialogProps<Output, Input>(
  write: UseMutationResult<Output, Error, Input>,
  toSend: () => Input | null,
  onClose: () => void,
) {
  return {
    busy: write.isPending,
    onClose,
    onSubmit: () => {
      const input = toSend();
      if (input !== null) write.mutate(input, { onSuccess: onClose });
    },
  };
}
