import { TextField, type TextFieldProps } from './TextField';

/** A web link (a class's meeting, a homework's folder, a submission's drive), typed on the phone's URL keyboard. */
export function LinkField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'rows'>) {
  return <TextField type="url" inputMode="url" {...props} />;
}
