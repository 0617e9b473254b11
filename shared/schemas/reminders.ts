import { z } from 'zod';
import { batchRef, bodyId, id, isoDateTime } from './common';

/** A student of the homework's batches (those the teacher teaches) who has handed nothing in. */
export const missingStudent = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  batch: batchRef,
});
export type MissingStudent = z.infer<typeof missingStudent>;

export const missingSubmissions = z.object({
  due_date: isoDateTime,
  /** The due date has passed: every student listed is overdue. */
  overdue: z.boolean(),
  students: z.array(missingStudent),
});
export type MissingSubmissions = z.infer<typeof missingSubmissions>;

export const reminderWrite = z.object({ student_id: bodyId('Choose a student.') });
export type ReminderWrite = z.input<typeof reminderWrite>;
