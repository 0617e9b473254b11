import { Input, type InputProps, Textarea } from '@chakra-ui/react';
import { FormField, type FormFieldProps } from './FormField';

export type TextFieldProps = Omit<FormFieldProps, 'children' | 'htmlFor'> &
  Pick<
    InputProps,
    'name' | 'type' | 'autoComplete' | 'inputMode' | 'placeholder' | 'maxLength' | 'autoFocus' | 'bg'
  > & {
    value: string;
    onChange: (value: string) => void;
    /** A text area of this many rows; a one-line input without. */
    rows?: number;
  };

/** A labelled text input (or text area) holding `value`, with its hint and its error. */
export function TextField({ type, rows, value, onChange, ...props }: TextFieldProps) {
  // The control's own attributes are named; the rest is FormField's, passed on whole.
  const { name, autoComplete, inputMode, placeholder, maxLength, autoFocus, bg, ...field } = props;
  const control = {
    name,
    autoComplete,
    inputMode,
    placeholder,
    maxLength,
    autoFocus,
    bg,
    value,
    onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
  };
  return (
    <FormField {...field}>
      {rows === undefined ? <Input type={type} {...control} /> : <Textarea rows={rows} {...control} />}
    </FormField>
  );
}
