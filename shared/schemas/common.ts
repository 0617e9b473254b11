import { z } from 'zod';
import { singleLineText } from './text';

/** Ids are positive integers. */
export const id = z.number().int().positive();

/** A path parameter id: decimal digits only, so `0x10` or `1e3` name no record. */
export const idParam = z
  .string()
  .regex(/^\d+$/, 'Use the record id: digits only.')
  .transform(Number)
  .pipe(id);

/**
 * An id in a JSON body: a number, or a string of decimal digits (a form's select gives strings).
 * Nothing else is coerced: `true`, `[1]` or `"0x10"` are refused with `message`.
 */
export const bodyId = (message: string) =>
  z
    .union([z.number(), z.string().regex(/^\d+$/, message)], { error: message })
    .transform(Number)
    .pipe(z.number().int(message).positive(message));

/** Links a person clicks must be web links: `javascript:` or `data:` URLs are refused. */
export const httpUrl = z.url({ protocol: /^https?$/, error: 'Enter a valid http(s) URL.' });

/** An optional link: empty or missing means none (stored as null). */
export const optionalHttpUrl = z
  .union([z.literal(''), httpUrl, z.null()])
  .optional()
  .transform((value) => (value ? value : null));

/** The years a date may fall in once normalised to UTC: the database holds no year 0 or 10000. */
export const storableYears = { min: 1900, max: 9999 } as const;
const inStorableYears = (year: number) => year >= storableYears.min && year <= storableYears.max;
const outsideStorableYears = `Enter a date between the years ${storableYears.min} and ${storableYears.max}.`;

/** Instants travel as ISO 8601 in UTC; writes may carry an offset, which the server normalises. */
export const isoDateTime = z.iso
  .datetime({ offset: true, abort: true, error: 'Enter a date and time in ISO 8601 format.' })
  .refine((value) => inStorableYears(new Date(value).getUTCFullYear()), { error: outsideStorableYears });
export const isoDate = z.iso
  .date({ abort: true, error: 'Enter a date as YYYY-MM-DD.' })
  .refine((value) => inStorableYears(Number(value.slice(0, 4))), { error: outsideStorableYears });

/** A required one-line text (singleLineText), trimmed. */
export const trimmedText = (message: string) => singleLineText().trim().min(1, message);

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
