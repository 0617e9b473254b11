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

export type ErrorStatus = keyof typeof errorDescriptions;
type ErrorContent = ReturnType<typeof jsonContent<typeof errorBody>>;

/**
 * The error answers of a route, described as in every other route; a route whose answer means more
 * than that (what a 401 says at sign-in, what a 429 counts) gives its own words first:
 * `errorResponses({ 401: 'Wrong e-mail or password' }, 413, 415)`.
 */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, ErrorContent>;
export function errorResponses<O extends number, S extends ErrorStatus = never>(
  ownDescriptions: Record<O, string>,
  ...statuses: S[]
): Record<O | S, ErrorContent>;
export function errorResponses(...items: (ErrorStatus | Record<number, string>)[]) {
  const [first, ...rest] = items;
  const ownDescriptions = typeof first === 'object' ? first : {};
  const statuses = (typeof first === 'object' ? rest : items) as ErrorStatus[];
  const descriptions = [
    ...statuses.map((status) => [status, errorDescriptions[status]] as const),
    ...Object.entries(ownDescriptions),
  ];
  return Object.fromEntries(
    descriptions.map(([status, description]) => [status, jsonContent(errorBody, description)]),
  );
}
