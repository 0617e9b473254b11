import { useEffect, useState } from 'react';
import type { Homework } from '../../../shared/schemas/homework';

/** setTimeout fires at once for delays above this (about 24.8 days): wait in steps instead. */
const longestTimeoutMs = 2 ** 31 - 1;

/** The soonest due date (epoch ms) of open homework that has not passed at `now`. */
export function nextDeadline(homework: readonly Homework[], now: Date): number | null {
  let soonest: number | null = null;
  for (const item of homework) {
    const due = Date.parse(item.due_date);
    if (item.status === 'open' && due >= now.getTime() && (soonest === null || due < soonest)) soonest = due;
  }
  return soonest;
}

/**
 * The time the homework statuses are worked out at. It moves on when the soonest open deadline
 * passes, so a card turns 'Deadline Passed' while the page stays open (one timer at a time).
 */
export function useDeadlineClock(homework: readonly Homework[]): Date {
  const [now, setNow] = useState(() => new Date());
  const deadline = nextDeadline(homework, now);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a `now` short of the deadline (a timer that fired early, or a wait longer than one timer allows) must schedule the rest of the wait.
  useEffect(() => {
    if (deadline === null) return;
    const untilPassed = deadline + 1 - Date.now();
    const timer = setTimeout(() => setNow(new Date()), Math.min(Math.max(untilPassed, 0), longestTimeoutMs));
    return () => clearTimeout(timer);
  }, [deadline, now]);
  return now;
}
