import { assign, fromPromise, setup } from 'xstate';
import { messages } from '../shared/messages';
// Types only: the sign-in page loads this machine with it, and zod's schemas need not come along.
import type { LoginResponse, Role, SignedInSession } from '../shared/schemas/auth';

/**
 * Sign-in and where it leads (docs/behaviour.md#login-routing).
 *
 * Events: SUBMIT { email, password }.
 * States:
 *   idle           the form; SUBMIT with a blank field -> failed (messages.auth.loginRequired),
 *                  else -> authenticating
 *   authenticating the injected `authenticate` actor (POST /api/login/) is running; SUBMIT ignored
 *   failed         context.error holds the message to show: loginRequired, loginFailed (refused,
 *                  network error, or an answer without user.role) or unknownRole (a role other
 *                  than student, teacher, admin or guardian: nothing is stored); SUBMIT as in idle
 *   signedIn       final; the injected `storeSession` action has run with the answer narrowed to a
 *                  known role, and context.destination is '/dashboard', '/pricing', '/teacher',
 *                  '/admin' or '/family' (see destinationFor)
 *
 * Usage: useMachine(loginMachine.provide({ actors: { authenticate }, actions: { storeSession } })),
 * with authenticate = fromPromise(({ input: { email, password }, signal }) =>
 *   api.call('login', { body: { username: email, password }, signal }))
 * and storeSession = (_, { session }) => storeLogin(session).
 */

export type Destination = '/dashboard' | '/pricing' | '/teacher' | '/admin' | '/family';

export type Credentials = { email: string; password: string };

export type LoginEvent = { type: 'SUBMIT' } & Credentials;

/**
 * Where a signed-in user goes: a student whose valid_until (the last day covered, YYYY-MM-DD,
 * taken to the end of that day in UTC) is later than `now` to /dashboard, a student without one
 * or past it to /pricing, a teacher to /teacher, an admin to /admin, a guardian to /family (their
 * children's records, whatever the children's subscriptions); any other role: null (unknown role).
 */
export function destinationFor(
  user: { role?: string | null; valid_until?: string | null },
  now: Date,
): Destination | null {
  if (user.role === 'teacher') return '/teacher';
  if (user.role === 'admin') return '/admin';
  if (user.role === 'guardian') return '/family';
  if (user.role !== 'student') return null;
  return subscriptionEnd(user.valid_until) > now.getTime() ? '/dashboard' : '/pricing';
}

function subscriptionEnd(validUntil: string | null | undefined): number {
  if (!validUntil) return Number.NEGATIVE_INFINITY;
  const end = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(validUntil) ? `${validUntil}T23:59:59.999Z` : validUntil);
  return Number.isNaN(end) ? Number.NEGATIVE_INFINITY : end;
}

/**
 * The answer's role, if any. The client's parser already refuses an answer without one; an
 * answer without `user.role` fails the sign-in (docs/behaviour.md#login-routing) all the same, and the machine does not rely on its caller's parsing.
 */
const roleOf = (response: LoginResponse): string | null => {
  const role = (response as { user?: { role?: unknown } | null }).user?.role;
  return typeof role === 'string' && role !== '' ? role : null;
};

/**
 * The answer as the session keeps it: the tokens and the user's own fields. Its caller's client
 * parsed the answer, and the guards before this ruled out a role the app does not know.
 */
function signedInSession({ access, refresh, user }: LoginResponse): SignedInSession {
  const { id, email, role, first_name, last_name, valid_until } = user;
  return { access, refresh, user: { id, email, role: role as Role, first_name, last_name, valid_until } };
}

export const loginMachine = setup({
  types: {
    context: {} as { credentials: Credentials | null; error: string | null; destination: Destination | null },
    events: {} as LoginEvent,
  },
  actors: {
    authenticate: fromPromise<LoginResponse, Credentials>(async () => {
      throw new Error('Provide authenticate: POST /api/login/');
    }),
  },
  actions: {
    storeSession: (_, _params: { session: SignedInSession }) => {},
    showCredentialsRequired: assign({ error: messages.auth.loginRequired }),
    rememberCredentials: assign(({ event }) => ({
      credentials: { email: event.email.trim(), password: event.password },
      error: null,
    })),
  },
  guards: {
    credentialsMissing: ({ event }) => event.email.trim() === '' || event.password === '',
  },
}).createMachine({
  id: 'login',
  context: { credentials: null, error: null, destination: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        SUBMIT: [
          { guard: 'credentialsMissing', target: 'failed', actions: 'showCredentialsRequired' },
          { target: 'authenticating', actions: 'rememberCredentials' },
        ],
      },
    },
    authenticating: {
      invoke: {
        id: 'authenticate',
        src: 'authenticate',
        input: ({ context }) => context.credentials ?? { email: '', password: '' },
        onDone: [
          {
            guard: ({ event }) => roleOf(event.output) === null,
            target: 'failed',
            actions: assign({ error: messages.auth.loginFailed }),
          },
          {
            guard: ({ event }) => destinationFor(event.output.user, new Date()) === null,
            target: 'failed',
            actions: assign({ error: messages.auth.unknownRole }),
          },
          {
            target: 'signedIn',
            actions: [
              assign({ destination: ({ event }) => destinationFor(event.output.user, new Date()) }),
              { type: 'storeSession', params: ({ event }) => ({ session: signedInSession(event.output) }) },
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: messages.auth.loginFailed }),
        },
      },
      // The password is not kept once it has been sent.
      exit: assign({ credentials: null }),
    },
    failed: {
      on: {
        SUBMIT: [
          { guard: 'credentialsMissing', target: 'failed', actions: 'showCredentialsRequired' },
          { target: 'authenticating', actions: 'rememberCredentials' },
        ],
      },
    },
    signedIn: { type: 'final' },
  },
});
