import { z } from 'zod';
import { batchRef, id, isoDateTime } from './common';

/** One homework with submissions that have no feedback yet, as the teacher's home lists it. */
export const pendingReview = z.object({
  homework_id: id,
  title: z.string(),
  due_date: isoDateTime,
  /** The homework's batches the teacher teaches, by name. */
  batches: z.array(batchRef),
  /** Submissions of the teacher's students still without feedback. */
  waiting: z.number().int().positive(),
  /** When the longest-waiting of them was handed in. */
  oldest_submitted_at: isoDateTime,
});
export type PendingReview = z.infer<typeof pendingReview>;

/** Oldest waiting first. */
export const pendingReviewList = z.array(pendingReview);
