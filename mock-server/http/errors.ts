import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import type { ErrorBody } from '../../shared/schemas/common';
import type { AppEnv } from '../context';
import { outageOf } from '../db/outage';
import { DomainError, type Refusal } from '../domain/errors';
import { log } from '../logger';

/** A refusal the client caused: answered with its status and a JSON body, never logged as a fault. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly detail: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(detail);
  }
}

/** The one place a domain refusal becomes an HTTP status. */
const statusOfRefusal: Record<Refusal, ContentfulStatusCode> = {
  invalid: 400,
  not_signed_in: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
};

/** Per-field messages from a zod error, keyed by dotted path ('' for the whole body). */
export function fieldErrors(error: ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'non_field_errors';
    fields[key] ??= [];
    fields[key].push(issue.message);
  }
  return fields;
}

export function validationError(error: ZodError): ApiError {
  const fields = fieldErrors(error);
  const first = Object.entries(fields)[0];
  const detail = first
    ? `${first[0] === 'non_field_errors' ? '' : `${first[0]}: `}${first[1][0]}`
    : 'Invalid input.';
  return new ApiError(400, detail, fields);
}

export function errorResponse(c: Context, status: ContentfulStatusCode, body: ErrorBody) {
  return c.json(body, status);
}

/** Seconds a client is told to wait before repeating a request the database could not serve. */
export const retryAfterOutageSeconds = 1;

/**
 * The app's onError: client mistakes keep their status; a database that went away answers 503 with
 * Retry-After, a full disk 507; anything else is a logged 500 with no internals.
 */
export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof DomainError) {
    return errorResponse(c, statusOfRefusal[err.reason], {
      detail: err.detail,
      ...(err.fields ? { fields: err.fields } : {}),
    });
  }
  if (err instanceof ApiError) {
    return errorResponse(c, err.status, {
      detail: err.detail,
      ...(err.fields ? { fields: err.fields } : {}),
    });
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const detail = status === 413 ? 'The upload is too large.' : err.message || 'Request refused.';
    return errorResponse(c, status, { detail });
  }
  if (err instanceof SyntaxError) {
    return errorResponse(c, 400, { detail: 'The request body is not valid JSON.' });
  }
  // The server's log level once the deps are set; an error raised before that is logged regardless.
  const logLevel = c.get('deps')?.config.logLevel ?? 'error';
  const outage = outageOf(err);
  if (outage === 'database unavailable') {
    log(logLevel, 'warn', 'database unavailable', { error: String(err) });
    // The pool connects anew on the next request, so a client may try again at once.
    c.header('Retry-After', String(retryAfterOutageSeconds));
    return errorResponse(c, 503, {
      detail: 'The database is unavailable for a moment and the request was not completed. Please try again.',
    });
  }
  if (outage === 'disk full') {
    log(logLevel, 'error', 'disk full', { error: String(err) });
    return errorResponse(c, 507, {
      detail: "The server's storage is full and the request was not completed. Please try again later.",
    });
  }
  log(logLevel, 'error', 'unhandled', { error: err.stack ?? String(err) });
  return errorResponse(c, 500, { detail: 'Internal server error.' });
}
