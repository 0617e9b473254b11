import { z } from 'zod';
import { batchRef, id, isoDate, isoDateTime, optionalHttpUrl, trimmedText } from './common';

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
  batch_id: z.coerce.number({ error: 'Batch is required.' }).int().positive('Batch is required.'),
  start_time: isoDateTime,
  zoom_link: optionalHttpUrl,
  status: classStatus.default('scheduled'),
  notes: z.string().trim().max(2000).default(''),
});
export type ClassWrite = z.input<typeof classWrite>;

export const classesByDateQuery = z.object({ date: isoDate });

export const nextClass = z.object({
  id,
  start_time: isoDateTime,
  topic: z.string(),
  zoom_link: z.string().nullable(),
});
export type NextClass = z.infer<typeof nextClass>;
