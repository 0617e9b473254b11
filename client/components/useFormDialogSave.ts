import { useState } from 'react';

type FormDialogSave = {
  /** What stops the save before anything is sent, shown in the dialog; null when nothing does. */
  check: () => string | null;
  /** Sends the form, and whatever follows a saved one (closing the dialog). */
  write: () => Promise<void>;
  /** The problem to show after the write failed, once the form has logged or toasted what it needs to. */
  failed: (error: unknown) => string | null;
};

/**
 * One save of a FormDialog: checked first, busy while it is sent, its problem shown under the
 * fields. Spread onto the dialog (`busy`, `problem`, `onSubmit`).
 */
export function useFormDialogSave({ check, write, failed }: FormDialogSave) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async () => {
    const invalid = check();
    if (invalid) {
      setProblem(invalid);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await write();
    } catch (error) {
      setProblem(failed(error));
    } finally {
      setBusy(false);
    }
  };

  return { busy, problem, onSubmit };
}
