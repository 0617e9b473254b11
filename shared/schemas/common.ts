import { z } from 'zod';

/** Ids are positive integers; path parameters arrive as strings and are coerced. */
export const id = z.number().int().positive();
export const idParam = z.coerce.number().int().positive();

/** Links a person clicks must be web links: `javascript:` or `data:` URLs are refused. */
export const httpUrl = z.url({ protocol: /^https?$/, error: 'Enter a valid http(s) URL.' });

/** An optional link: empty or missing means none (stored as null). */
export const optionalHttpUrl = z
  .union([z.literal(''), httpUrl, z.null()])
  .optional()
  .transform((value) => (value ? value : null));

/** Instants travel as ISO 8601 in UTC; writes may carry an offset, which the server normalises. */
export const isoDateTime = z.iso.datetime({
  offset: true,
  error: 'Enter a date and time in ISO 8601 format.',
});
export const isoDate = z.iso.date({ error: 'Enter a date as YYYY-MM-DD.' });

export const trimmedText = (message: string) => z.string().trim().min(1, message);

export const batchRef = z.object({ id, name: z.string() });
export type BatchRef = z.infer<typeof batchRef>;

/** Every error answer of the API. `error` repeats `detail` for the two reset calls, which the client reads. */
export const errorBody = z.object({
  detail: z.string(),
  error: z.string().optional(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const okBody = z.object({ detail: z.string() });
