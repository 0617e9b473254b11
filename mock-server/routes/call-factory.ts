import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { activeStudent, activeStudentOrTeacher, adminOnly, signedIn, teacherOnly } from './guards';
import { bearerAuth, type ErrorStatus, errorResponses, publicCall } from './openapi-parts';

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

type CallSpec = Omit<RouteConfig, 'method' | 'path' | 'tags' | 'security'> & {
  operationId: string;
  summary: string;
};

/**
 * The refusals a call's input brings: any input can be invalid, an id can name no record, and a body
 * can be too large or of another content type.
 */
function inputRefusals(request: CallSpec['request']): ErrorStatus[] {
  if (!request) return [];
  return [400, ...(request.params ? ([404] as const) : []), ...(request.body ? ([413, 415] as const) : [])];
}

/**
 * The route definitions of one audience under one tag: each states its method, path, operationId,
 * summary, input and the answers it returns; the error answers its audience and input imply are
 * documented for it. A call that refuses more, or says more about a refusal, adds that to its
 * responses with `errorResponses`, which take precedence. A call with a guard of its own passes it as
 * `middleware`.
 */
export function callsFor(audience: Audience, tags: string[]) {
  return <M extends RouteConfig['method'], P extends string, S extends CallSpec>(
    method: M,
    path: P,
    spec: S,
  ) => {
    const { operationId, ...definition } = spec;
    return createRoute({
      method,
      path,
      // The document lists an operation's fields in the order they are given here.
      operationId,
      tags,
      ...definition,
      security: audience.security,
      middleware: spec.middleware ?? audience.middleware,
      // Typed as the call's own answers only: refusals are thrown (http/errors.ts), never returned.
      responses: {
        ...errorResponses(...audience.refusals, ...inputRefusals(spec.request)),
        ...spec.responses,
      } as S['responses'],
    });
  };
}
