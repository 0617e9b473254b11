import { createRoute, type RouteConfig, type z } from '@hono/zod-openapi';
import { apiBasePath, type Endpoint, type EndpointName, endpoints } from '../../shared/api';
import type { ApiTag } from './api-tags';
import { activeStudent, activeStudentOrTeacher, adminOnly, signedIn, teacherOnly } from './guards';
import {
  bearerAuth,
  type ErrorStatus,
  errorResponses,
  idParams,
  jsonContent,
  jsonRequest,
  publicCall,
} from './openapi-parts';

/** Who may make a call: how it signs in, the guard that admits it, and what that guard refuses. */
export interface Audience {
  security: RouteConfig['security'];
  middleware?: RouteConfig['middleware'];
  refusals: ErrorStatus[];
}

export const anyone: Audience = { security: publicCall, refusals: [] };
export const signedInUsers: Audience = { security: bearerAuth, middleware: signedIn, refusals: [401] };

/** A role guard refuses a missing token (401), and a user of another role or a lapsed subscription (403). */
const guardedBy = (middleware: Audience['middleware']): Audience => ({
  security: bearerAuth,
  middleware,
  refusals: [401, 403],
});

export const teachers = guardedBy(teacherOnly);
export const activeStudents = guardedBy(activeStudent);
export const activeStudentsAndTeachers = guardedBy(activeStudentOrTeacher);
export const admins = guardedBy(adminOnly);

type Contract<N extends EndpointName> = (typeof endpoints)[N];

/** The input a call of the contract takes: its JSON body, its query, and the record id in its path. */
type ContractRequest<E extends Endpoint> = (E extends { body: infer B extends z.ZodType }
  ? { body: ReturnType<typeof jsonRequest<B>> }
  : unknown) &
  (E extends { query: infer Q extends z.ZodType } ? { query: Q } : unknown) &
  (E extends { path: `${string}{id}${string}` } ? { params: typeof idParams } : unknown);

function contractRequest(endpoint: Endpoint) {
  return {
    ...(endpoint.body && endpoint.body !== 'multipart' && { body: jsonRequest(endpoint.body) }),
    ...(endpoint.query && { query: endpoint.query }),
    ...(endpoint.path.includes('{id}') && { params: idParams }),
  };
}

/** The success answer of a call of the contract: its response schema, 201 if the call creates, else 200. */
type SuccessAnswer<E extends Endpoint> = Record<
  E extends { created: true } ? 201 : 200,
  ReturnType<typeof jsonContent<E['response']>>
>;

function successAnswer(endpoint: Endpoint, description: string) {
  return { [endpoint.created ? 201 : 200]: jsonContent(endpoint.response, description) };
}

type Responses = RouteConfig['responses'];

type CallSpec = Omit<RouteConfig, 'method' | 'path' | 'operationId' | 'tags' | 'security' | 'responses'> & {
  summary: string;
  /** What the contract's success answer holds: its description in the document. */
  answer?: string;
  responses?: Responses;
};

type None = Record<never, never>;
type OwnResponses<S extends CallSpec> = S extends { responses: infer R extends Responses } ? R : None;

/** A call's answers as its handler may return them: the contract's success answer, unless given. */
type SpecAnswers<E extends Endpoint, S extends CallSpec> = Extract<
  (S extends { answer: string } ? Omit<SuccessAnswer<E>, keyof OwnResponses<S>> : None) & OwnResponses<S>,
  Responses
>;

/**
 * The refusals a call's input brings: any input can be invalid, an id can name no record, and a body
 * can be too large or of another content type.
 */
function inputRefusals(request: RouteConfig['request']): ErrorStatus[] {
  if (!request || Object.keys(request).length === 0) return [];
  return [400, ...(request.params ? ([404] as const) : []), ...(request.body ? ([413, 415] as const) : [])];
}

/**
 * The route definition of a call of the contract (shared/api.ts) named by its operationId: the method,
 * the path (under `pathPrefix`), the input (the JSON body, the query, the `{id}` of the path) and the
 * success answer (its schema; 201 for a call that creates) are the contract's. The spec gives its
 * summary and what its success answer holds (`answer`). An answer the contract does not describe (a
 * CSV file, a narrower schema than the one the client reads) is given in `responses` instead of
 * `answer`, and an input it does not describe (another path parameter, a form) in `request`. The
 * error answers its audience and input imply are documented for it; a call that refuses more, or says
 * more about a refusal, adds that to its responses with `errorResponses`, which take precedence. A
 * call with a guard of its own passes it as `middleware`.
 */
function callRoute<N extends EndpointName, S extends CallSpec>(
  audience: Audience,
  tags: ApiTag[],
  pathPrefix: string,
  operationId: N,
  spec: S,
) {
  const contract: Endpoint = endpoints[operationId];
  const { answer, responses, ...documented } = spec;
  const request = { ...contractRequest(contract), ...spec.request } as Omit<
    ContractRequest<Contract<N>>,
    keyof S['request']
  > &
    S['request'];
  return createRoute({
    method: contract.method.toLowerCase() as Lowercase<Contract<N>['method']>,
    path: `${pathPrefix}${contract.path}`,
    // The document lists an operation's fields in the order they are given here.
    operationId,
    tags,
    ...documented,
    request,
    security: audience.security,
    middleware: spec.middleware ?? audience.middleware,
    // Typed as the call's own answers only: refusals are thrown (http/errors.ts), never returned.
    // TypeScript cannot follow the spreads of a generic spec, hence the cast through unknown.
    responses: {
      ...errorResponses(...audience.refusals, ...inputRefusals(request)),
      ...(answer !== undefined && successAnswer(contract, answer)),
      ...responses,
    } as unknown as SpecAnswers<Contract<N>, S>,
  });
}

type CallRoute<N extends EndpointName, S extends CallSpec> = ReturnType<typeof callRoute<N, S>>;

/** Specs keyed by the operationId of the call each describes; no other key. */
type CallSpecs<Specs> = { [N in EndpointName]?: CallSpec } & Record<
  Exclude<keyof Specs, EndpointName>,
  never
>;

/**
 * The route definitions of one audience under one tag, as a table of the specs given (see callRoute)
 * keyed by operationId, in their order: the order a router registers them in (routerFor).
 */
export function callsFor(audience: Audience, tags: ApiTag[], pathPrefix = apiBasePath) {
  // Object.fromEntries forgets which key holds which route, hence the cast through unknown.
  return <Specs extends CallSpecs<Specs>>(specs: Specs) =>
    Object.fromEntries(
      Object.entries(specs).map(([operationId, spec]) => [
        operationId,
        callRoute(audience, tags, pathPrefix, operationId as EndpointName, spec as CallSpec),
      ]),
    ) as unknown as { [N in keyof Specs & EndpointName]: CallRoute<N, Extract<Specs[N], CallSpec>> };
}
