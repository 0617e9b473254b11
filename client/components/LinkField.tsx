import { TextField, type TextFieldProps } from './TextField';

/** An optional web link (a class's meeting, a homework's folder), typed on the phone's URL keyboard. */
export function LinkField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'rows'>) {
  return <TextField type="url" inputMode="url" {...props} />;
}
