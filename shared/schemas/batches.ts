import { z } from 'zod';
import { id } from './common';

export const batch = z.object({ id, name: z.string() });
export type Batch = z.infer<typeof batch>;
export const batchList = z.array(batch);

export const studentListItem = z.object({ id, full_name: z.string(), email: z.string() });
export type StudentListItem = z.infer<typeof studentListItem>;
export const studentList = z.array(studentListItem);
