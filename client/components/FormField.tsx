import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type FormFieldProps = {
  label: string;
  required?: boolean;
  /** What is wrong with the value, shown under the control; the field is invalid while there is one. */
  error?: string | null;
  /** A hint under the control; an error takes its place while there is one. */
  helperText?: ReactNode;
  width?: Field.RootProps['width'];
  /** Not to be used for now (while a form is sent, until another choice is made): greyed, label and all. */
  disabled?: boolean;
  /**
   * The id of the element the label names, for a control the field cannot give its id to (a
   * button that opens a picker, a hidden file input); an input, a select or a text area gets the
   * field's own.
   */
  htmlFor?: string;
  /** The control (an input, a select, a text area); the field gives it its id, label and aria state. */
  children: ReactNode;
};

/** A labelled form control with its hint and its error, marked when required. */
export function FormField({
  label,
  required,
  error,
  helperText,
  width,
  disabled,
  htmlFor,
  children,
}: FormFieldProps) {
  return (
    <Field.Root required={required} invalid={Boolean(error)} width={width} disabled={disabled}>
      <Field.Label htmlFor={htmlFor}>
        {required ? (
          <>
            {label} <Field.RequiredIndicator />
          </>
        ) : (
          label
        )}
      </Field.Label>
      {children}
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText color="red.700">{error}</Field.ErrorText>
    </Field.Root>
  );
}
