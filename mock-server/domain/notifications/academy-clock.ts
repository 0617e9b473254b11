import { attendanceRules } from '../../../shared/schemas/attendance';

/** The academy's time zone: its days, its 6 pm, and the times its mails show. */
export const academyTimeZone = attendanceRules.timeZone;

const mailTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: academyTimeZone,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** An instant as a mail shows it, in the academy's time: "27 Nov 2026, 6:00 pm IST". */
export const academyTime = (iso: string) => mailTime.format(new Date(iso));

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: academyTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The academy's calendar day (YYYY-MM-DD) of an instant. */
export const academyDayOf = (instant: Date) => dayFormat.format(instant);

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: academyTimeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** How far the academy's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number): number {
  const parts = Object.fromEntries(
    offsetFormat.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  const wall = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant the academy's clock reads `hour`:`minute` on `day` (YYYY-MM-DD). */
export function academyMoment(day: string, hour: number, minute = 0): Date {
  const [year, month, date] = day.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  const guess = wall - offsetAt(wall);
  return new Date(wall - offsetAt(guess));
}

/** The day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/**
 * The next day whose `hour`:`minute` in the academy is at or after `now`: today's when it is still to
 * come, else tomorrow's.
 */
export function nextAcademyMoment(now: Date, hour: number, minute = 0): { day: string; at: Date } {
  const today = academyDayOf(now);
  const at = academyMoment(today, hour, minute);
  if (at.getTime() >= now.getTime()) return { day: today, at };
  const tomorrow = nextDay(today);
  return { day: tomorrow, at: academyMoment(tomorrow, hour, minute) };
}
