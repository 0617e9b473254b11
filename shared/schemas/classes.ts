import { z } from 'zod';
import { messages } from '../messages';
import { batchRef, bodyId, id, isoDate, isoDateTime, optionalHttpUrl, trimmedText } from './common';
import { chosenDateTime, type DateChoice, todayAnywhere } from './date-choice';
import { multiLineText } from './text';

export const classStatuses = ['scheduled', 'active', 'inactive'] as const;
export const classStatus = z.enum(classStatuses);
export type ClassStatus = z.infer<typeof classStatus>;

/** A live class. Named `liveClass` because `class` is a reserved word. */
export const liveClass = z.object({
  id,
  topic: z.string(),
  batch: batchRef,
  start_time: isoDateTime,
  zoom_link: z.string().nullable(),
  status: classStatus,
  notes: z.string(),
});
export type LiveClass = z.infer<typeof liveClass>;
export const classList = z.array(liveClass);

export const classWrite = z.object({
  topic: trimmedText('Topic is required.').max(200),
  batch_id: bodyId('Batch is required.'),
  start_time: isoDateTime,
  zoom_link: optionalHttpUrl,
  status: classStatus.default('scheduled'),
  notes: multiLineText().trim().max(2000).default(''),
});
export type ClassWrite = z.input<typeof classWrite>;

/** The write body with its start time held to `choice` (docs/behaviour.md#validation); the form uses its own today. */
export const classWriteChoosing = (choice: () => DateChoice) =>
  classWrite.extend({ start_time: chosenDateTime(choice, messages.teacher.startTimeInPast) });

/** A new class starts today or later, wherever the teacher is. */
export const classCreate = classWriteChoosing(() => todayAnywhere(new Date()));

/** The canonical name of an IANA time zone the runtime knows, e.g. Asia/Kolkata; `null` when unknown. */
function canonicalTimeZone(name: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * An IANA time-zone name, answered in its canonical spelling (the one the database's zone table
 * holds too). Offsets such as `+05:30` are refused: PostgreSQL would read their sign the POSIX way.
 */
const timeZoneName = z.string().transform((name, ctx) => {
  const canonical = /^[A-Za-z]/.test(name) ? canonicalTimeZone(name) : null;
  if (canonical) return canonical;
  ctx.addIssue({ code: 'custom', message: 'Enter an IANA time-zone name such as Asia/Kolkata.' });
  return z.NEVER;
});

/**
 * A calendar day of the teacher's: `tz` names the zone the day is read in (the browser's own, so a
 * class at 02:00 IST on the 21st is on the 21st); without it the day is a UTC day.
 */
export const classesByDateQuery = z.object({ date: isoDate, tz: timeZoneName.optional() });

export const nextClass = z.object({
  id,
  start_time: isoDateTime,
  topic: z.string(),
  zoom_link: z.string().nullable(),
});
export type NextClass = z.infer<typeof nextClass>;
