import type { Context } from 'hono';
import { ApiError } from '../http/errors';

/** A wait in words a person reads: seconds under a minute, whole minutes (rounded up) beyond. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** A 429 with Retry-After, for a client that waits before its next try. */
export function tooManyRequests(c: Context, retryAfterSeconds: number, detail: string): ApiError {
  c.header('retry-after', String(retryAfterSeconds));
  return new ApiError(429, detail);
}
