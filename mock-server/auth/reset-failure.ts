import type { ErrorBody } from '../../shared/schemas/common';
import { fieldErrors } from '../http/errors';
import { nulField, nulRefused, type ValidationResult } from '../http/validated-input';

/**
 * The two reset calls answer failures with `error` beside `detail`, because the client reads `error`
 * there (docs/behaviour.md#messages). A validation failure names the first problem in words a person can act on.
 */
export function resetFailure(detail: string, fields?: Record<string, string[]>): ErrorBody {
  return { detail, error: detail, ...(fields ? { fields } : {}) };
}

/** Why the input of a reset call is refused (the refusals of every call, in this shape), or undefined. */
export function resetInputFailure(result: ValidationResult): ErrorBody | undefined {
  if (!result.success) {
    return resetFailure(result.error.issues[0]?.message ?? 'Invalid input.', fieldErrors(result.error));
  }
  const field = nulField(result.data);
  if (field !== undefined) return resetFailure(nulRefused, { [field || 'non_field_errors']: [nulRefused] });
  return undefined;
}
