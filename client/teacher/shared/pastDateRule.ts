import { startOfDay } from 'date-fns';

/**
 * Days before today cannot be chosen (docs/behaviour.md#validation), but an edit may keep the instant it was
 * saved with: closing last week's homework or noting how a past class went must not fail on it.
 */
export function isAllowedDateChoice(chosen: Date, now: Date, saved?: Date): boolean {
  return chosen >= startOfDay(now) || (saved !== undefined && chosen.getTime() === saved.getTime());
}
