import { ApiRequestError } from '../../data/errors';

/** What to tell the admin about a failed call: the server's `detail` when it gave one. */
export function errorText(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.isNetworkError) return 'The server could not be reached. Check your connection and try again.';
    if (error.detail) return error.detail;
    if (error.status === 403) return 'Only an admin may do this. Sign in again as an admin.';
  }
  return 'Something went wrong. Try again in a moment.';
}

/** The server's per-field reasons of a refused write (`fields` of the error body), first reason each. */
export function fieldErrors(error: unknown): Record<string, string> {
  const fields =
    error instanceof ApiRequestError ? (error.body as { fields?: unknown } | null)?.fields : null;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields as Record<string, unknown>)
      .filter(
        (entry): entry is [string, string[]] => Array.isArray(entry[1]) && typeof entry[1][0] === 'string',
      )
      .map(([key, reasons]) => [key, reasons[0]]),
  );
}
