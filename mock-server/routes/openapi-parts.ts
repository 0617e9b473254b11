import { z } from '@hono/zod-openapi';
import { errorBody, idParam } from '../../shared/schemas/common';
import { maxSerialId } from '../domain/ids';

/** Building blocks for createRoute, so every route documents its answers the same way. */

export const bearerAuth = [{ bearerAuth: [] }];

/** Calls anyone may make say so, so a reader (and the linter) can tell none was forgotten. */
export const publicCall: Record<string, string[]>[] = [];

export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

export function jsonRequest<T extends z.ZodType>(schema: T) {
  return { content: { 'application/json': { schema } }, required: true } as const;
}

export const idParams = z.object({
  id: idParam.refine((value) => value <= maxSerialId, { error: 'No such record.' }),
});

const errorDescriptions = {
  400: 'Invalid input: `fields` carries the messages per field.',
  401: 'Missing, expired or forged access token.',
  403: 'Signed in, but not allowed: wrong role, not your batch or record, or a lapsed subscription.',
  404: 'No such record.',
  409: 'The record is not in a state that allows this.',
  413: 'The body or upload is larger than allowed.',
  415: 'The body is not of the documented content type.',
} as const;

type ErrorStatus = keyof typeof errorDescriptions;

export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, jsonContent(errorBody, errorDescriptions[status])]),
  ) as Record<S, ReturnType<typeof jsonContent<typeof errorBody>>>;
}
