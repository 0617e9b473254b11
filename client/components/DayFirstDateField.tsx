import { Input, type InputProps } from '@chakra-ui/react';
import { useState } from 'react';
import { dayFirstPattern, formatDayFirst, parseDayFirst } from '../lib/dates';
import { FormField, type FormFieldProps } from './FormField';

export type DayFirstDateFieldProps = Omit<FormFieldProps, 'children' | 'htmlFor' | 'helperText'> &
  Pick<InputProps, 'bg'> & {
    /** YYYY-MM-DD, or '' for none. */
    value: string;
    /** YYYY-MM-DD, '' when emptied, or the text as typed while it is not a date (the form refuses it). */
    onChange: (value: string) => void;
  };

const unreadable = `Enter the date day first, as ${dayFirstPattern}.`;

/**
 * A calendar date typed day first (dd/mm/yyyy), whatever the browser's language: a date input
 * follows the browser's locale and shows mm/dd/yyyy in an en-US browser, which the academy's Indian
 * users read the other way round.
 */
export function DayFirstDateField({ value, onChange, error, bg, ...field }: DayFirstDateFieldProps) {
  const [text, setText] = useState(() => formatDayFirst(value));
  const [reported, setReported] = useState(value);
  const [left, setLeft] = useState(false);
  // A value set from outside (a reset, a saved answer) replaces what was typed.
  if (value !== reported) {
    setReported(value);
    setText(formatDayFirst(value));
  }
  const problem = text.trim() !== '' && parseDayFirst(text) === null && left ? unreadable : null;
  return (
    <FormField {...field} error={problem ?? error} helperText={`Day first: ${dayFirstPattern}`}>
      <Input
        inputMode="numeric"
        autoComplete="off"
        placeholder={dayFirstPattern}
        bg={bg}
        value={text}
        onChange={(event) => {
          const typed = event.currentTarget.value;
          const next = typed.trim() === '' ? '' : (parseDayFirst(typed) ?? typed);
          setText(typed);
          setLeft(false);
          setReported(next);
          onChange(next);
        }}
        onBlur={() => {
          setLeft(true);
          // Written back the way it is shown: "3/2/2011" becomes "03/02/2011".
          const date = parseDayFirst(text);
          if (date) setText(formatDayFirst(date));
        }}
      />
    </FormField>
  );
}
