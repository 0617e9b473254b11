import { format, formatDistanceToNowStrict } from 'date-fns';

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

/** How a day-first date is written for the academy's users, in hints and messages. */
export const dayFirstPattern = 'dd/mm/yyyy';

/** A calendar date (YYYY-MM-DD) day first, as the academy's users write it: "2012-12-25" gives "25/12/2012". */
export function formatDayFirst(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate;
}

/**
 * A day-first date as typed ("25/12/2012", "5-1-2012", "05.01.2012") as YYYY-MM-DD; null for
 * anything else, a day the calendar does not have (31/02) included.
 */
export function parseDayFirst(text: string): string | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return `${match[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The class filter compares UTC days (docs/behaviour.md#screens); its label says when that day
 * begins on the teacher's clock: "Date (UTC day, from 05:30 your time)" in India.
 */
export function utcDayFilterLabel(now: Date = new Date()): string {
  const utcMidnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return `Date (UTC day, from ${formatTimeOfDay(utcMidnight)} your time)`;
}

/** The UTC day YYYY-MM-DD on the teacher's clock: "Classes from 12 May, 05:30 to 13 May, 05:29 your time". */
export function utcDayInYourTime(isoDate: string): string {
  const start = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(start.getTime())) return '';
  const lastMinute = new Date(start.getTime() + 24 * 60 * 60 * 1000 - 60 * 1000);
  return `Classes from ${format(start, 'd MMM, HH:mm')} to ${format(lastMinute, 'd MMM, HH:mm')} your time`;
}

/** An instant in en-IN with the month spelled out, where there is room: "25 November 2026 at 6:30 pm". */
export function formatEnInLong(instant: string): string {
  return new Date(instant).toLocaleString('en-IN', { dateStyle: 'long', timeStyle: 'short' });
}

/** The browser's calendar day of `day` as YYYY-MM-DD, as the API's `date` query parameters take it. */
export function isoDayOf(day: Date): string {
  return format(day, 'yyyy-MM-dd');
}

/** How long ago an instant was, in whole units: "3 hours". */
export function formatTimeSince(instant: string): string {
  return formatDistanceToNowStrict(new Date(instant));
}
