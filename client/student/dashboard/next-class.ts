import { addDays, format } from 'date-fns';
import type { NextClass } from '../../../shared/schemas/classes';

/**
 * What the class card says. `thisWeek` is false when the next class is more than seven days away:
 * the card then says 'No class this week' above the class it still names. A rolling week, because
 * on a Sunday evening a calendar week would call tomorrow's class "not this week".
 */
export type NextClassView =
  | { kind: 'none' }
  | { kind: 'class'; topic: string; date: string; time: string; joinUrl: string | null; thisWeek: boolean };

/**
 * How long the server takes a class to last: its "next class" stays the same until then.
 * Mirrors `classDurationMinutes` in mock-server/domain/classes.ts, which the client cannot import.
 */
const classDurationMinutes = 90;

/** When the class ends, and the server's next class becomes another one. */
export function classEndsAt(nextClass: NextClass): Date {
  return new Date(Date.parse(nextClass.start_time) + classDurationMinutes * 60_000);
}

export function nextClassView(nextClass: NextClass | null, now: Date): NextClassView {
  if (!nextClass) return { kind: 'none' };
  const start = new Date(nextClass.start_time);
  return {
    kind: 'class',
    topic: nextClass.topic,
    date: formatClassDate(start),
    time: formatClassTime(start),
    joinUrl: nextClass.zoom_link || null,
    thisWeek: start < addDays(now, 7),
  };
}

/** 'MMM DD, YYYY' of the spec, in the browser's time zone: "Nov 24, 2026". */
export function formatClassDate(start: Date): string {
  return format(start, 'MMM dd, yyyy');
}

/** 'hh:mm A' of the spec, in the browser's time zone: "05:30 PM". */
export function formatClassTime(start: Date): string {
  return format(start, 'hh:mm a');
}
