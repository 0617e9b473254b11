/**
 * Why the domain refused to do what it was asked. The domain speaks only in these reasons; the HTTP
 * layer turns each into its status in one table (http/errors.ts), and the admin CLI into a message.
 */
export type Refusal = 'invalid' | 'not_signed_in' | 'forbidden' | 'not_found' | 'conflict';

export class DomainError extends Error {
  constructor(
    readonly reason: Refusal,
    readonly detail: string,
    /** Per-field messages, keyed by the field's name, for a refusal of invalid input. */
    readonly fields?: Record<string, string[]>,
  ) {
    super(detail);
  }
}

export const invalid = (detail: string, fields?: Record<string, string[]>) =>
  new DomainError('invalid', detail, fields);
export const notSignedIn = (detail = 'Authentication credentials were not provided or are invalid.') =>
  new DomainError('not_signed_in', detail);
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new DomainError('forbidden', detail);
export const notFound = (detail = 'Not found.') => new DomainError('not_found', detail);
export const conflict = (detail: string) => new DomainError('conflict', detail);
