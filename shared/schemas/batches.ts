import { z } from 'zod';
import { studentStatuses } from './admin';
import { id, isoDate } from './common';

export const batch = z.object({ id, name: z.string() });
export type Batch = z.infer<typeof batch>;
export const batchList = z.array(batch);

/** A student as the teacher lists them: the batch, and whether the subscription still runs. */
export const studentListItem = z.object({
  id,
  full_name: z.string(),
  email: z.string(),
  batch: batch,
  status: z.enum(studentStatuses),
  valid_until: isoDate.nullable(),
});
export type StudentListItem = z.infer<typeof studentListItem>;
export const studentList = z.array(studentListItem);
