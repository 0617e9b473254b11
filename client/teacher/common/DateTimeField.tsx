import { Field } from '@chakra-ui/react';
import { useId } from 'react';
import { DateTimePicker } from '../../components/DateTimePicker';

type DateTimeFieldProps = {
  label: string;
  value: Date | null;
  onChange: (value: Date) => void;
  placeholder: string;
};

/** A required date-and-time field of a teacher's form, labelled for screen readers. */
export function DateTimeField({ label, value, onChange, placeholder }: DateTimeFieldProps) {
  const id = useId();
  return (
    <Field.Root required>
      <Field.Label htmlFor={id}>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      <DateTimePicker id={id} label={label} value={value} onChange={onChange} placeholder={placeholder} />
    </Field.Root>
  );
}
