import { assign, type EventObject, fromCallback, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { timings } from '../shared/constants';
import { socketCloseCodes } from '../shared/socket';

/**
 * One realtime channel that keeps itself connected (docs/behaviour.md#live-updates).
 *
 *   live.connecting --OPENED--> live.open --MESSAGE--> deliverMessage (while open only)
 *   live --CLOSED--> closed --after reconnectDelay (5 s)--> live.connecting
 *   live --ERROR--> closed                  (an error closes the channel)
 *   live --CLOSED {code 4403 or 4404}--> denied (no reconnect: the server refused us, retrying cannot help)
 *   live --CLOSED {code 4401}--> renewing     (the access token expired: `renewToken` runs once)
 *   renewing --renewed--> closed (reconnect 5 s later, with the new token)
 *   renewing --not renewed--> denied
 *   any --STOP--> stopped                   (final: the screen was left, no reconnect)
 *
 * Why `denied` does not reconnect, although a closed channel otherwise reconnects after 5 s
 * (docs/behaviour.md#live-updates): it is reached only when reconnecting cannot succeed. A 4403 means this user may not
 * listen here (another batch's channel, or a lapsed subscription), and a 4404 that the channel
 * does not exist; the server would refuse every retry the same way. A 4401 whose renewal failed means the session has ended: the session
 * clears the stored tokens and the app leaves the signed-in area, so there is no token to retry
 * with. Retrying in either case would only hammer the server every 5 s.
 *
 * Why `renewing`: a socket authenticates with the access token of the moment it connects, and
 * access tokens are short-lived. Without it, a channel that reconnects after a network blip with
 * an expired token would go quiet for good while the REST calls beside it refresh and carry on.
 * Going through `closed` keeps the 5-second spacing even if a server kept refusing.
 *
 * The socket itself is the `connection` callback actor, invoked while `live`: leaving `live`
 * closes it. Its default implementation does nothing; the app provides a WebSocket one
 * (client/data/useChannel.ts) and tests provide a fake. `deliverMessage` and `renewToken` are
 * injected likewise; the default `renewToken` fails, so by default 4401 means denied.
 */

export type SocketInput = { path: string };

export type SocketEvent =
  | { type: 'OPENED' }
  | { type: 'MESSAGE'; data: unknown }
  | { type: 'CLOSED'; code: number }
  | { type: 'ERROR' }
  | { type: 'STOP' };

/** What the connection actor sends back to the machine. */
export type ConnectionEvent = Exclude<SocketEvent, { type: 'STOP' }>;

/** Codes meaning "you may not listen here": reconnecting would only be refused again. */
const refusalCodes: readonly number[] = [
  socketCloseCodes.badToken,
  socketCloseCodes.forbidden,
  socketCloseCodes.notFound,
];

export const isRefusal = (code: number) => refusalCodes.includes(code);
/** "Your token is not (or no longer) valid": the one refusal a fresh token can cure. */
export const isBadToken = (code: number) => code === socketCloseCodes.badToken;

export const socketMachine = setup({
  types: {
    input: {} as SocketInput,
    context: {} as { path: string; lastCloseCode: number | null; connectAttempts: number },
    events: {} as SocketEvent,
  },
  actors: {
    connection: fromCallback<EventObject, SocketInput>(() => {
      // Replaced with .provide(): a machine knows nothing about WebSocket.
    }),
    renewToken: fromPromise<void, SocketInput>(async () => {
      throw new Error('No way to renew the token was provided');
    }),
  },
  actions: {
    deliverMessage: (_, _params: { data: unknown }) => {},
  },
  delays: {
    reconnectDelay: timings.socketReconnectMs,
  },
  guards: {
    isRefusal: (_, params: { code: number }) => isRefusal(params.code),
    isBadToken: (_, params: { code: number }) => isBadToken(params.code),
  },
}).createMachine({
  id: 'socket',
  initial: 'live',
  context: ({ input }) => ({ path: input.path, lastCloseCode: null, connectAttempts: 0 }),
  on: {
    STOP: '.stopped',
  },
  states: {
    live: {
      entry: assign({ connectAttempts: ({ context }) => context.connectAttempts + 1 }),
      invoke: { id: 'connection', src: 'connection', input: ({ context }) => ({ path: context.path }) },
      initial: 'connecting',
      on: {
        CLOSED: [
          {
            guard: { type: 'isBadToken', params: ({ event }) => ({ code: event.code }) },
            target: 'renewing',
            actions: assign({ lastCloseCode: ({ event }) => event.code }),
          },
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ code: event.code }) },
            target: 'denied',
            actions: assign({ lastCloseCode: ({ event }) => event.code }),
          },
          { target: 'closed', actions: assign({ lastCloseCode: ({ event }) => event.code }) },
        ],
        ERROR: 'closed',
      },
      states: {
        connecting: {
          on: { OPENED: 'open' },
        },
        open: {
          on: {
            MESSAGE: { actions: { type: 'deliverMessage', params: ({ event }) => ({ data: event.data }) } },
          },
        },
      },
    },
    renewing: {
      invoke: {
        id: 'renewToken',
        src: 'renewToken',
        input: ({ context }) => ({ path: context.path }),
        onDone: 'closed',
        onError: 'denied',
      },
    },
    closed: {
      after: { reconnectDelay: 'live' },
    },
    // Deliberately no reconnect (see above). Not final, so STOP still reaches `stopped` and every
    // path ends the same way.
    denied: {},
    stopped: { type: 'final' },
  },
});

export type SocketStatus = 'connecting' | 'open' | 'closed' | 'denied' | 'stopped';

/** The one word a screen needs from a socket snapshot: while renewing the token it is closed. */
export function socketStatus(snapshot: SnapshotFrom<typeof socketMachine>): SocketStatus {
  const { value } = snapshot;
  if (value === 'renewing') return 'closed';
  return typeof value === 'string' ? value : value.live;
}
