import type { ZodError } from 'zod';
import type { ErrorBody } from '../../../shared/schemas/common';
import { fieldErrors } from '../../http/errors';

/**
 * The two reset calls answer failures with `error` beside `detail`, because the spec's client reads
 * `error`. A validation failure names the first problem in words a person can act on.
 */
export function resetFailure(detail: string, fields?: Record<string, string[]>): ErrorBody {
  return { detail, error: detail, ...(fields ? { fields } : {}) };
}

export function resetValidationFailure(error: ZodError): ErrorBody {
  return resetFailure(error.issues[0]?.message ?? 'Invalid input.', fieldErrors(error));
}
