import { causeWithCode } from './postgres-error-code';

/** A unique index refused the write (PostgreSQL 23505), however the driver wrapped the error. */
export function isUniqueViolation(error: unknown): boolean {
  return causeWithCode(error, '23505') !== undefined;
}
