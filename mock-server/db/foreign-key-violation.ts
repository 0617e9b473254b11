import { causeWithCode } from './postgres-error-code';

/**
 * The name of the foreign key a write broke (PostgreSQL 23503), however the driver wrapped the error;
 * undefined for any other error. A row deleted by another request between a read and a write breaks
 * one, and the name says which row went.
 */
export function violatedForeignKey(error: unknown): string | undefined {
  const violation = causeWithCode(error, '23503');
  if (!violation) return undefined;
  return typeof violation.constraint === 'string' ? violation.constraint : '';
}
