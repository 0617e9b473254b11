import { z } from 'zod';
import { messages } from '../messages';
import { batchRef, bodyId, id, isoDateTime, optionalHttpUrl, trimmedText } from './common';
import { chosenDateTime, type DateChoice, todayAnywhere } from './date-choice';
import { submission } from './submissions';
import { multiLineText } from './text';

export const homeworkStatuses = ['open', 'closed'] as const;
export const homeworkStatus = z.enum(homeworkStatuses);
export type HomeworkStatus = z.infer<typeof homeworkStatus>;

export const subjects = ['Maths', 'Physics', 'Chemistry'] as const;
export const subject = z.enum(subjects);
export type Subject = z.infer<typeof subject>;

export const homeworkItem = z.object({
  id,
  title: z.string(),
  description: z.string(),
  due_date: isoDateTime,
  status: homeworkStatus,
  gdrive_link: z.string().nullable(),
  allow_resubmit: z.boolean(),
  /** False: nothing is accepted after the due date (docs/behaviour.md#homework-states). */
  allow_late: z.boolean(),
  subject: subject.nullable(),
  batch_names: z.array(batchRef),
  /** A student sees only their own submission here; a teacher sees none (they use the submissions call). */
  submissions: z.array(submission),
  created_at: isoDateTime,
});
export type Homework = z.infer<typeof homeworkItem>;
export const homeworkList = z.array(homeworkItem);

export const homeworkWrite = z.object({
  title: trimmedText('Title is required.').max(200),
  description: multiLineText().trim().max(5000).default(''),
  due_date: isoDateTime,
  batch_ids: z
    .array(bodyId('Choose each batch by its id.'))
    .min(1, 'Assign the homework to at least one batch.'),
  gdrive_link: optionalHttpUrl,
  allow_resubmit: z.boolean().default(false),
  allow_late: z.boolean().default(true),
  status: homeworkStatus.default('open'),
  subject: subject
    .nullable()
    .optional()
    .transform((value) => value ?? null),
});
export type HomeworkWrite = z.input<typeof homeworkWrite>;

/**
 * Whether work handed in at `at` is refused as late: after the due date, where the teacher closed
 * the homework to late work (docs/behaviour.md#homework-states).
 */
export function refusesLateWork(dueDate: Date | string, allowLate: boolean, at: Date): boolean {
  return !allowLate && at > new Date(dueDate);
}

/** The write body with its due date held to `choice` (docs/behaviour.md#validation); the form uses its own today. */
export const homeworkWriteChoosing = (choice: () => DateChoice) =>
  homeworkWrite.extend({ due_date: chosenDateTime(choice, messages.teacher.dueDateInPast) });

/** A new homework is due today or later, wherever the teacher is. */
export const homeworkCreate = homeworkWriteChoosing(() => todayAnywhere(new Date()));
