import { useId } from 'react';
import { DateTimePicker } from '../../components/DateTimePicker';
import { FormField } from '../../components/FormField';

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
    <FormField label={label} required htmlFor={id}>
      <DateTimePicker id={id} label={label} value={value} onChange={onChange} placeholder={placeholder} />
    </FormField>
  );
}
