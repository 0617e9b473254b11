import type { SnapshotFrom } from 'xstate';
import { channels } from '../../shared/socket';
import { type SocketEvent, socketMachine } from '../socket.machine';
import { afterEventType, modelFor, transitionPaths } from './test-model';

/** The event XState raises when the 5-second reconnect delay of `closed` elapses. */
export const reconnectDelayElapsed = afterEventType('socket.closed', 'reconnectDelay');

export const normalCloseCode = 1006;

/** The events XState raises when the injected token renewal settles. */
export const tokenRenewed = 'xstate.done.actor.renewToken';
export const tokenNotRenewed = 'xstate.error.actor.renewToken';

/**
 * The socket machine's test model: every event a channel can meet, with the reconnect counted up
 * to two so the paths include "closed, then reconnect, then connecting again".
 */
export function socketModel() {
  return modelFor(socketMachine, modelOptions());
}

/** One path per transition (each counted from the first and from a reconnected socket). */
export function socketPaths() {
  return transitionPaths(socketMachine, modelOptions());
}

function modelOptions() {
  const events: (SocketEvent | { type: string; error?: unknown })[] = [
    { type: 'OPENED' },
    { type: 'CLOSED', code: normalCloseCode },
    { type: 'CLOSED', code: 4401 },
    { type: 'CLOSED', code: 4403 },
    { type: 'CLOSED', code: 4404 },
    { type: 'ERROR' },
    { type: 'STOP' },
    { type: reconnectDelayElapsed },
    { type: tokenRenewed },
    { type: tokenNotRenewed, error: new Error('refresh refused') },
  ];
  return {
    input: { path: channels.teacherHomework() },
    events,
    serializeState: (snapshot: SnapshotFrom<typeof socketMachine>) =>
      JSON.stringify([snapshot.value, Math.min(snapshot.context.connectAttempts, 2)]),
  };
}
