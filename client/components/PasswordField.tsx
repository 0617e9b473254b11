import { FormField } from './FormField';
import { PasswordInput } from './PasswordInput';

type PasswordFieldProps = {
  label: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
};

/** A labelled password input with its show/hide toggle. */
export function PasswordField({ label, autoComplete, value, onChange }: PasswordFieldProps) {
  return (
    <FormField label={label}>
      <PasswordInput
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </FormField>
  );
}
