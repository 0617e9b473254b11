import { Box, Button, HStack, Stack } from '@chakra-ui/react';
import { startOfToday } from 'date-fns';
import { CalendarClock } from 'lucide-react';
import { useId, useState } from 'react';
import { DayPicker, type Modifiers } from 'react-day-picker';
import 'react-day-picker/style.css';
import { timings } from '../../shared/constants';
import { formatDayName, formatPickerDateTime, formatTimeOfDay } from '../lib/dates';
import { SelectField, type SelectOption } from './SelectField';

/** Every time of day in `stepMinutes` steps, as 24-hour 'HH:mm' strings. */
export function timeOfDayOptions(stepMinutes: number = timings.pickerStepMinutes): string[] {
  const options: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += stepMinutes) {
    const hours = String(Math.floor(minutes / 60)).padStart(2, '0');
    options.push(`${hours}:${String(minutes % 60).padStart(2, '0')}`);
  }
  return options;
}

/** The day of `day` at the local time 'HH:mm'. */
export function atTimeOfDay(day: Date, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number);
  const result = new Date(day);
  result.setHours(hours, minutes, 0, 0);
  return result;
}

/** `day` at the time of day of `time` (seconds too), for picking another day without moving the time. */
export function onDayAtTimeOf(day: Date, time: Date): Date {
  const result = new Date(day);
  result.setHours(time.getHours(), time.getMinutes(), time.getSeconds(), time.getMilliseconds());
  return result;
}

const defaultTimeOfDay = '09:00';

/**
 * The time select's choices: every step of the day, plus the current time where it is off the steps
 * (a saved 23:59), so what the teacher does not touch is kept and shown as it is.
 */
export function timeChoices(current: string | null): readonly SelectOption<string>[] {
  const times = timeOfDayOptions();
  if (current && !times.includes(current)) times.push(current);
  return times.sort().map((time) => ({ value: time, label: time }));
}

/**
 * Day buttons named like 'Sunday 22 November 2026': the library's default ('November 22nd') does
 * not contain the visible number as a word, which axe reports as a label/content mismatch.
 */
export const calendarLabels = {
  labelDayButton: (date: Date, modifiers: Modifiers) =>
    [modifiers.today && 'Today,', formatDayName(date), modifiers.selected && '(selected)']
      .filter(Boolean)
      .join(' '),
};

/** The react-day-picker look of every calendar in the app: brand red, a filled selected day. */
export const calendarStyles = {
  '& .rdp-root': {
    '--rdp-accent-color': 'var(--chakra-colors-brand-600)',
    '--rdp-accent-background-color': 'var(--chakra-colors-brand-50)',
    '--rdp-day-width': '40px',
    '--rdp-day-height': '40px',
    '--rdp-day_button-width': '38px',
    '--rdp-day_button-height': '38px',
  },
  '& .rdp-selected .rdp-day_button': {
    background: 'var(--chakra-colors-brand-600)',
    color: 'white',
  },
};

export type DateTimePickerProps = {
  /** Id of the trigger button, for the label of the field around it (FormField's `htmlFor`). */
  id: string;
  /** The visible label's text, repeated in the trigger's accessible name with the current value. */
  label: string;
  value: Date | null;
  onChange: (value: Date) => void;
  placeholder: string;
};

/**
 * A date from react-day-picker plus a time select in 15-minute steps, 24-hour (and the current
 * time, when a saved value is off the steps: it is never moved unasked). Days before today
 * cannot be chosen (docs/behaviour.md#screens). The calendar opens inline below the trigger rather than in a
 * popover, so it works the same inside dialogs and on a 390 px phone.
 */
export function DateTimePicker({ id, label, value, onChange, placeholder }: DateTimePickerProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const today = startOfToday();
  const shown = value ? formatPickerDateTime(value) : placeholder;
  const time = value ? formatTimeOfDay(value) : null;

  return (
    <Stack gap="2" width="100%">
      <Button
        id={id}
        variant="outline"
        justifyContent="flex-start"
        fontWeight="normal"
        color={value ? 'fg' : 'fg.muted'}
        aria-label={`${label}: ${shown}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <CalendarClock aria-hidden />
        {shown}
      </Button>
      {open && (
        <Box id={panelId} borderWidth="1px" borderRadius="md" p="3" bg="white" css={calendarStyles}>
          <DayPicker
            mode="single"
            labels={calendarLabels}
            selected={value ?? undefined}
            defaultMonth={value ?? today}
            startMonth={today}
            disabled={{ before: today }}
            onSelect={(day) => {
              if (day) onChange(value ? onDayAtTimeOf(day, value) : atTimeOfDay(day, defaultTimeOfDay));
            }}
          />
          <HStack gap="3" align="flex-end" mt="2">
            <SelectField
              label="Time"
              size="sm"
              width="100%"
              disabled={!value}
              value={time ?? ''}
              options={
                time ? timeChoices(time) : [{ value: '', label: 'Pick a day first' }, ...timeChoices(null)]
              }
              onChange={(time) => value && onChange(atTimeOfDay(value, time))}
            />
            <Button size="sm" colorPalette="brand" onClick={() => setOpen(false)}>
              Done
            </Button>
          </HStack>
        </Box>
      )}
    </Stack>
  );
}
