import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog';
import { TextField } from '../../components/TextField';
import { RefusalMessage } from './RefusalMessage';

type TextFieldDialogProps = {
  title: string;
  label: string;
  initialValue?: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The last refusal, shown above the field with the server's detail. */
  error: unknown;
  onSubmit: (value: string) => void;
  onClose: () => void;
};

/** A dialog asking for one line of text, e.g. a batch's name. */
export function TextFieldDialog({
  title,
  label,
  initialValue = '',
  submitLabel,
  busyLabel,
  busy,
  error,
  onSubmit,
  onClose,
}: TextFieldDialogProps) {
  const [value, setValue] = useState(initialValue);
  const [blank, setBlank] = useState(false);
  return (
    <FormDialog
      open
      title={title}
      maxWidthPx={420}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      busy={busy}
      onClose={onClose}
      onSubmit={() => {
        setBlank(value.trim() === '');
        if (value.trim() !== '') onSubmit(value.trim());
      }}
    >
      <RefusalMessage error={error} />
      <TextField
        label={label}
        required
        error={blank ? `Enter the ${label.toLowerCase()}.` : null}
        value={value}
        onChange={setValue}
        autoFocus
      />
    </FormDialog>
  );
}
