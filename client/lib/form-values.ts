import type { z } from 'zod';

/**
 * What an edit form holds for an update `schema`: each of the schema's fields as `record` has it,
 * as text (a missing value, such as no birth date, as '').
 */
export function formValuesOf<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  record: { [Field in keyof Shape]: string | null },
): Record<keyof Shape, string> {
  return Object.fromEntries(
    Object.keys(schema.shape).map((field) => [field, record[field as keyof Shape] ?? '']),
  ) as Record<keyof Shape, string>;
}
