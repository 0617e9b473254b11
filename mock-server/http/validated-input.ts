import type { ZodError } from 'zod';
import { invalid } from '../domain/errors';
import { validationError } from './errors';

/** What a route's zod validator hands its hook, for the query, path, JSON or form input. */
export type ValidationResult = { success: true; data: unknown } | { success: false; error: ZodError };

export const nulRefused = 'Text may not contain NUL characters.';

/** The dotted path of the first text holding a NUL character ('' for the value itself), or undefined. */
export function nulField(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nulField(item, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The hook every route's validation ends in: a schema failure is a 400 naming the fields, and so is
 * text holding a NUL character, which PostgreSQL text cannot store. It looks at the parsed values the
 * handler will use, so it holds whatever the request's content type (any JSON spelling, multipart,
 * urlencoded) and for query strings too.
 */
export function refuseInvalidInput(result: ValidationResult): void {
  if (!result.success) throw validationError(result.error);
  const field = nulField(result.data);
  if (field === undefined) return;
  const key = field || 'non_field_errors';
  throw invalid(field ? `${field}: ${nulRefused}` : nulRefused, { [key]: [nulRefused] });
}
