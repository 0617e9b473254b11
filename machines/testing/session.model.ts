import type { RefreshResponse } from '../../shared/schemas/auth';
import { type SessionEvent, type SessionInput, sessionMachine } from '../session.machine';
import { byEdge, modelFor } from './test-model';

/** The events XState raises when the injected refresh call settles. */
export const refreshSucceeded = 'xstate.done.actor.refresh';
export const refreshFailed = 'xstate.error.actor.refresh';

/**
 * What the browser kept when the page (re)loaded: `restoring` starts from it. A fresh visit has
 * nothing; a reload of a signed-in tab has the tokens of an earlier sign-in (login number 0).
 */
export const startingPoints = {
  nothingStored: { accessToken: null, refreshToken: null },
  tokensStored: { accessToken: 'access-0', refreshToken: 'refresh-0' },
} satisfies Record<string, SessionInput>;

export type StartingPoint = keyof typeof startingPoints;

/** Every starting point, for a test to run the model from each. */
export const allStartingPoints = Object.keys(startingPoints) as StartingPoint[];

/** The session machine's test model, starting from what the browser kept. */
export function sessionModel(start: StartingPoint) {
  const events: (
    | SessionEvent
    | { type: typeof refreshSucceeded; output: RefreshResponse }
    | { type: typeof refreshFailed; error: unknown }
  )[] = [
    { type: 'SIGNED_IN', accessToken: 'access-1', refreshToken: 'refresh-1' },
    { type: 'SIGNED_OUT' },
    { type: 'UNAUTHORIZED', refreshToken: 'refresh-1' },
    { type: refreshSucceeded, output: { access: 'access-2', refresh: 'refresh-2' } },
    { type: refreshFailed, error: new Error('refused') },
  ];
  return modelFor(sessionMachine, {
    input: startingPoints[start],
    events,
    serializeState: byEdge,
  });
}
