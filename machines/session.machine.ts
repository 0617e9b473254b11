import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { RefreshResponse } from '../shared/schemas/auth';

/**
 * The signed-in session's token lifecycle (docs/behaviour.md#session).
 *
 *   restoring --refresh token kept--> signedIn;  restoring --nothing kept--> signedOut
 *   signedOut --SIGNED_IN--> signedIn --UNAUTHORIZED--> refreshing
 *   signedOut --UNAUTHORIZED--> refreshing       (another tab signed in after this one started)
 *   refreshing --refresh succeeded--> signedIn   (storeTokens: waiting requests retry once)
 *   refreshing --refresh failed--> signedOut     (clearStoredSession, endSession: the app goes to /)
 *   signedIn | refreshing --SIGNED_OUT--> signedOut;  refreshing --SIGNED_IN--> signedIn
 *
 * UNAUTHORIZED means "a request carrying the stored access token came back 401", and carries the
 * stored refresh token. Storage is shared by every tab, so a tab that started signed out may meet
 * one written by another tab's login: it refreshes with it like any other. While `refreshing`,
 * further UNAUTHORIZED events join the refresh under way, so parallel failing requests cause
 * exactly one refresh call. Refresh tokens rotate: the answer's `refresh` replaces the stored one,
 * which the server no longer accepts (an answer without one keeps it: another tab rotated it a
 * moment earlier and stored the new one). The requests themselves (bearer header, waiting,
 * the single retry) live in client/data/session.ts; storage and the refresh call are injected.
 */

export type SessionInput = { accessToken: string | null; refreshToken: string | null };

export type SessionEvent =
  | { type: 'SIGNED_IN'; accessToken: string; refreshToken: string }
  | { type: 'SIGNED_OUT' }
  | { type: 'UNAUTHORIZED'; refreshToken: string };

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionInput,
    events: {} as SessionEvent,
  },
  actors: {
    refreshAccessToken: fromPromise<RefreshResponse, { refreshToken: string }>(async () => {
      throw new Error('Provide refreshAccessToken: POST /api/token/refresh/');
    }),
  },
  actions: {
    /** The tokens of a sign-in, here or in another tab. */
    adoptSignIn: assign(({ event }) => {
      assertEvent(event, 'SIGNED_IN');
      return { accessToken: event.accessToken, refreshToken: event.refreshToken };
    }),
    /** The refresh token the refused request was sent with: another tab may have rotated it. */
    adoptRefusedRefreshToken: assign(({ event }) => {
      assertEvent(event, 'UNAUTHORIZED');
      return { refreshToken: event.refreshToken };
    }),
    storeTokens: (_, _params: { accessToken: string; refreshToken?: string }) => {},
    clearStoredSession: () => {},
    endSession: () => {},
  },
  guards: {
    hasRefreshToken: ({ context }) => context.refreshToken !== null,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ accessToken: input.accessToken, refreshToken: input.refreshToken }),
  initial: 'restoring',
  states: {
    /** Decides from what the browser kept whether there is a session to look after. */
    restoring: {
      always: [{ guard: 'hasRefreshToken', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      entry: assign({ accessToken: null, refreshToken: null }),
      on: {
        SIGNED_IN: {
          target: 'signedIn',
          actions: 'adoptSignIn',
        },
        UNAUTHORIZED: {
          target: 'refreshing',
          actions: 'adoptRefusedRefreshToken',
        },
      },
    },
    signedIn: {
      on: {
        SIGNED_IN: {
          actions: 'adoptSignIn',
        },
        SIGNED_OUT: 'signedOut',
        UNAUTHORIZED: {
          target: 'refreshing',
          actions: 'adoptRefusedRefreshToken',
        },
      },
    },
    refreshing: {
      invoke: {
        id: 'refresh',
        src: 'refreshAccessToken',
        input: ({ context }) => ({ refreshToken: context.refreshToken ?? '' }),
        onDone: {
          target: 'signedIn',
          actions: [
            assign(({ context, event }) => ({
              accessToken: event.output.access,
              refreshToken: event.output.refresh ?? context.refreshToken,
            })),
            {
              type: 'storeTokens',
              params: ({ event }) => ({
                accessToken: event.output.access,
                refreshToken: event.output.refresh,
              }),
            },
          ],
        },
        onError: {
          target: 'signedOut',
          actions: ['clearStoredSession', 'endSession'],
        },
      },
      on: {
        // A new login or a logout outranks the refresh under way, whose answer is then dropped.
        SIGNED_IN: {
          target: 'signedIn',
          actions: 'adoptSignIn',
        },
        SIGNED_OUT: 'signedOut',
      },
    },
  },
});
