import { type SessionEvent, sessionMachine } from '../session.machine';
import { byEdge, modelFor } from './test-model';

/** The events XState raises when the injected refresh call settles. */
export const refreshSucceeded = 'xstate.done.actor.refresh';
export const refreshFailed = 'xstate.error.actor.refresh';

/** The session machine's test model, starting from a browser with nothing stored. */
export function sessionModel() {
  const events: (
    | SessionEvent
    | { type: typeof refreshSucceeded; output: { access: string } }
    | { type: typeof refreshFailed; error: unknown }
  )[] = [
    { type: 'SIGNED_IN', accessToken: 'access-1', refreshToken: 'refresh-1' },
    { type: 'SIGNED_OUT' },
    { type: 'UNAUTHORIZED', refreshToken: 'refresh-1' },
    { type: refreshSucceeded, output: { access: 'access-2' } },
    { type: refreshFailed, error: new Error('refused') },
  ];
  return modelFor(sessionMachine, {
    input: { accessToken: null, refreshToken: null },
    events,
    serializeState: byEdge,
  });
}
