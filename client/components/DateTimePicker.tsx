import { Box, Button, HStack, Stack } from '@chakra-ui/react';
import { format, startOfToday } from 'date-fns';
import { CalendarClock } from 'lucide-react';
import { useId, useState } from 'react';
import { DayPicker, type Modifiers } from 'react-day-picker';
import 'react-day-picker/style.css';
import { timings } from '../../shared/constants';
import { SelectField, type SelectOption } from './SelectField';

/** How a chosen instant is shown in the trigger (yyyy-MM-dd HH:mm, 24-hour: docs/behaviour.md#screens). */
export const dateTimeDisplayFormat = 'yyyy-MM-dd HH:mm';

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

/** A time that sits on a picker step: values from the server may not, and the select must show one. */
export function snapToStep(value: Date, stepMinutes: number = timings.pickerStepMinutes): string {
  const minutes = value.getHours() * 60 + value.getMinutes();
  const snapped = Math.floor(minutes / stepMinutes) * stepMinutes;
  return `${String(Math.floor(snapped / 60)).padStart(2, '0')}:${String(snapped % 60).padStart(2, '0')}`;
}

const defaultTimeOfDay = '09:00';

/** The time select's choices: every step of the day, as it shows them. */
const timeChoices: readonly SelectOption<string>[] = timeOfDayOptions().map((time) => ({
  value: time,
  label: time,
}));

/**
 * Day buttons named like 'Sunday 22 November 2026': the library's default ('November 22nd') does
 * not contain the visible number as a word, which axe reports as a label/content mismatch.
 */
export const calendarLabels = {
  labelDayButton: (date: Date, modifiers: Modifiers) =>
    [modifiers.today && 'Today,', format(date, 'EEEE d MMMM yyyy'), modifiers.selected && '(selected)']
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
 * A date from react-day-picker plus a time select in 15-minute steps, 24-hour. Days before today
 * cannot be chosen (docs/behaviour.md#screens). The calendar opens inline below the trigger rather than in a
 * popover, so it works the same inside dialogs and on a 390 px phone.
 */
export function DateTimePicker({ id, label, value, onChange, placeholder }: DateTimePickerProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const today = startOfToday();
  const shown = value ? format(value, dateTimeDisplayFormat) : placeholder;

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
              if (day) onChange(atTimeOfDay(day, value ? snapToStep(value) : defaultTimeOfDay));
            }}
          />
          <HStack gap="3" align="flex-end" mt="2">
            <SelectField
              label="Time"
              size="sm"
              width="100%"
              disabled={!value}
              value={value ? snapToStep(value) : ''}
              options={value ? timeChoices : [{ value: '', label: 'Pick a day first' }, ...timeChoices]}
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
