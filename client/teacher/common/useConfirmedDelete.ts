import { useState } from 'react';
import type { ConfirmDialogProps } from '../../components/ConfirmDialog';

/**
 * A delete asked for from a card and confirmed in a ConfirmDialog: `ask` opens the dialog about an
 * item, `dialog` is what the dialog needs. Confirming runs `remove` (which reports its own failure)
 * with the dialog busy, then closes it either way.
 */
export function useConfirmedDelete<T>(remove: (item: T) => Promise<void>) {
  const [asking, setAsking] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!asking) return;
    setBusy(true);
    try {
      await remove(asking);
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  const dialog: Pick<ConfirmDialogProps, 'open' | 'busy' | 'onConfirm' | 'onCancel'> = {
    open: asking !== null,
    busy,
    onConfirm: confirm,
    onCancel: () => setAsking(null),
  };
  return { ask: (item: T) => setAsking(item), dialog };
}
