import { format } from 'date-fns';

/**
 * Every date the client shows or reads is formatted or parsed here, so each format of
 * docs/behaviour.md#screens has one home. Instants are shown in the browser's time zone.
 */

/** Class dates in the browser's time zone as 'MMM DD, YYYY' (docs/behaviour.md#screens): "Nov 24, 2026". */
export function formatClassDate(instant: Date | string): string {
  return format(new Date(instant), 'MMM dd, yyyy');
}

/** Class times in the browser's time zone as 'hh:mm A' (docs/behaviour.md#screens): "05:30 PM". */
export function formatClassTime(instant: Date | string): string {
  return format(new Date(instant), 'hh:mm a');
}

/**
 * Homework, submission and announcement instants in en-IN (docs/behaviour.md#screens): "25 Nov
 * 2026, 6:30 pm".
 */
export function formatEnIn(instant: string): string {
  return new Date(instant).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * A calendar date (YYYY-MM-DD, such as valid_until) in en-IN like the other dates: "31 Mar 2027".
 * Read as a day, not an instant, so no time zone moves it to the day before.
 */
export function formatCalendarDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-IN', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
}

/** How the due-date picker shows a chosen instant (24-hour, docs/behaviour.md#screens): "2030-05-20 17:45". */
export function formatPickerDateTime(instant: Date): string {
  return format(instant, 'yyyy-MM-dd HH:mm');
}

/** A time of day, 24-hour, as the picker's time select lists it: "23:59". */
export function formatTimeOfDay(instant: Date): string {
  return format(instant, 'HH:mm');
}

/** A calendar day named in full, for a screen reader: "Sunday 22 November 2026". */
export function formatDayName(day: Date): string {
  return format(day, 'EEEE d MMMM yyyy');
}
