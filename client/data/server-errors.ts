import { ApiRequestError } from './errors';

/**
 * The server's answer as messages quote it ('Failed to save homework: {body}', docs/behaviour.md#messages): its
 * detail when it sent one, else the body as text; null when there was no answer body at all.
 */
export function serverBodyText(error: unknown): string | null {
  if (!(error instanceof ApiRequestError) || error.body === null || error.body === undefined) return null;
  if (error.detail) return error.detail;
  return typeof error.body === 'string' ? error.body : JSON.stringify(error.body);
}

/** True when the call never got an answer (network down), which the modals word differently. */
export function isWithoutResponse(error: unknown): boolean {
  return !(error instanceof ApiRequestError) || error.isNetworkError;
}
