import { addDays } from 'date-fns';
import { programme } from '../../../shared/constants';
import type { NextClass } from '../../../shared/schemas/classes';
import { formatClassDate, formatClassTime } from '../../lib/dates';
import { httpLinkOrNull } from '../../lib/links';

/**
 * What the class card says. `thisWeek` is false when the next class is more than seven days away:
 * the card then says 'No class this week' above the class it still names. A rolling week, because
 * on a Sunday evening a calendar week would call tomorrow's class "not this week".
 */
export type NextClassView =
  | { kind: 'none' }
  | { kind: 'class'; topic: string; date: string; time: string; joinUrl: string | null; thisWeek: boolean };

/** When the class ends, and the server's next class becomes another one. */
export function classEndsAt(nextClass: NextClass): Date {
  return new Date(Date.parse(nextClass.start_time) + programme.classDurationMinutes * 60_000);
}

export function nextClassView(nextClass: NextClass | null, now: Date): NextClassView {
  if (!nextClass) return { kind: 'none' };
  const start = new Date(nextClass.start_time);
  return {
    kind: 'class',
    topic: nextClass.topic,
    date: formatClassDate(start),
    time: formatClassTime(start),
    joinUrl: httpLinkOrNull(nextClass.zoom_link),
    thisWeek: start < addDays(now, 7),
  };
}
