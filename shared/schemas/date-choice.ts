import { isoDateTime } from './common';

/**
 * Where a chosen date may fall (docs/behaviour.md#validation): not before the start of today, except
 * that an edit may keep the instant it was saved with (closing last week's homework or noting how a
 * past class went must not fail on it).
 */
export type DateChoice = { todayStart: Date; saved?: Date };

export function isAllowedDateChoice(chosen: Date, { todayStart, saved }: DateChoice): boolean {
  return chosen >= todayStart || (saved !== undefined && chosen.getTime() === saved.getTime());
}

const dayMs = 86_400_000;

/**
 * Today as the server reads it: it does not know the chooser's time zone, so it takes the earliest
 * start of today anywhere on earth (no zone's day began more than 24 hours ago). Whatever a form
 * allows in its own zone, the server allows too.
 */
export function todayAnywhere(now: Date): DateChoice {
  return { todayStart: new Date(now.getTime() - dayMs) };
}

/** An ISO instant that `choice` (read when the value is checked) allows; refused with `message`. */
export const chosenDateTime = (choice: () => DateChoice, message: string) =>
  isoDateTime.refine((value) => isAllowedDateChoice(new Date(value), choice()), { error: message });
