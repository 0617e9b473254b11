import { NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormField, type FormFieldProps } from './FormField';

export type SelectOption<V extends string> = { value: V; label: ReactNode };

/** Each value as a choice shown by its label, in the order of `values`, by default the labels' own. */
export function labelledOptions<V extends string>(
  labels: Readonly<Record<V, ReactNode>>,
  values: readonly V[] = Object.keys(labels) as V[],
): SelectOption<V>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

type SelectFieldProps<V extends string> = {
  label: string;
  value: V;
  /** Every choice, a placeholder such as 'Select Batch' included (as the value ''). */
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  required?: boolean;
  error?: FormFieldProps['error'];
  size?: 'sm' | 'md';
  width?: FormFieldProps['width'];
  disabled?: FormFieldProps['disabled'];
  /** Filters on the grey page background are white, like the cards beside them. */
  onPage?: boolean;
};

/** A labelled native select: the label names it for screen readers, the phone's own picker opens it. */
export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  required,
  error,
  size,
  width,
  disabled,
  onPage,
}: SelectFieldProps<V>) {
  return (
    <FormField label={label} required={required} error={error} width={width} disabled={disabled}>
      <NativeSelect.Root size={size}>
        <NativeSelect.Field
          value={value}
          // Only the options' own values can be chosen.
          onChange={(event) => onChange(event.currentTarget.value as V)}
          bg={onPage ? 'white' : undefined}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
