import type { z } from 'zod';

/** Every REST call relative to the API base (`/api` by default). `{id}` marks a path parameter. */
export const apiBasePath = '/api';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Endpoint = {
  method: Method;
  path: string;
  /** JSON body schema, or 'multipart' for form-data calls. */
  body?: z.ZodType | 'multipart';
  query?: z.ZodType;
  response: z.ZodType;
  /** The call makes a record: its answer is 201 Created rather than 200. */
  created?: true;
  /** Public calls never start a token refresh: their 401 is their answer (a wrong password, say). */
  public?: boolean;
};

/** A table of calls by name: the whole API (api.ts) or the part the public site makes (site-api.ts). */
export type EndpointTable = Record<string, Endpoint>;

/** A call's answer, as its response schema parses it. */
export type ResponseIn<T extends EndpointTable, N extends keyof T> = z.infer<T[N]['response']>;

/** A call's body: what its schema takes, or a form for a multipart call; never for a call without one. */
export type BodyIn<T extends EndpointTable, N extends keyof T> = T[N] extends { body: infer B }
  ? B extends z.ZodType
    ? z.input<B>
    : FormData
  : never;

/** A POST that makes a record from its body: its answer is 201 Created. */
export const creates = <const P extends string, B extends z.ZodType, R extends z.ZodType>(
  path: P,
  body: B,
  response: R,
) => ({ method: 'POST', path, body, response, created: true }) as const;

/** Fills `{id}` in an endpoint path. */
export function endpointPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    if (!(key in params)) throw new Error(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(String(params[key]));
  });
}
