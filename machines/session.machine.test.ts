import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { RefreshResponse } from '../shared/schemas/auth';
import { type SessionEvent, sessionMachine } from './session.machine';
import {
  allStartingPoints,
  refreshFailed,
  refreshSucceeded,
  sessionModel,
  startingPoints,
} from './testing/session.model';
import { edgesOfModel, edgesWalked, leafStateKeys } from './testing/test-model';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** The machine with a refresh the test settles by hand, and spies for every injected effect. */
function startSession(input = { accessToken: null as string | null, refreshToken: null as string | null }) {
  const refreshCalls: { refreshToken: string; answer: ReturnType<typeof deferred<RefreshResponse>> }[] = [];
  const storeTokens = vi.fn();
  const clearStoredSession = vi.fn();
  const endSession = vi.fn();
  const machine = sessionMachine.provide({
    actors: {
      refreshAccessToken: fromPromise(({ input: { refreshToken } }) => {
        const answer = deferred<RefreshResponse>();
        refreshCalls.push({ refreshToken, answer });
        return answer.promise;
      }),
    },
    actions: {
      storeTokens: (_, params) => storeTokens(params),
      clearStoredSession,
      endSession,
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, refreshCalls, storeTokens, clearStoredSession, endSession };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe.each(allStartingPoints)('session machine (model-based, %s)', (start) => {
  const model = sessionModel(start);
  const paths = model.getSimplePaths({ allowDuplicatePaths: true });

  it('leaves restoring for the state what the browser kept calls for, then walks every transition', () => {
    expect(leafStateKeys(sessionMachine).sort()).toEqual([
      'refreshing',
      'restoring',
      'signedIn',
      'signedOut',
    ]);
    // `restoring` is left at once (an eventless transition): where each path starts shows which
    // of its two exits was taken.
    const startedIn = new Set(paths.map((path) => JSON.stringify(path.steps[0].state.value)));
    expect([...startedIn]).toEqual([start === 'tokensStored' ? '"signedIn"' : '"signedOut"']);
    const visited = new Set(
      paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))),
    );
    expect([...visited].sort()).toEqual(['"refreshing"', '"signedIn"', '"signedOut"']);
    expect(edgesWalked(paths)).toEqual(edgesOfModel(model));
    // signedOut: SIGNED_IN, UNAUTHORIZED; signedIn: SIGNED_OUT, UNAUTHORIZED; refreshing: done,
    // error, SIGNED_IN, SIGNED_OUT.
    expect(edgesOfModel(model).size).toBe(8);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const session = startSession(startingPoints[start]);
      let refreshesSeen = 0;
      let refreshFailures = 0;
      await path.test({
        states: {
          signedOut: (state) => {
            expect(session.actor.getSnapshot().value).toBe('signedOut');
            expect(session.actor.getSnapshot().context).toEqual({ accessToken: null, refreshToken: null });
            // After a failed refresh: storage cleared and the app told, once per failure.
            expect(session.clearStoredSession).toHaveBeenCalledTimes(refreshFailures);
            expect(session.endSession).toHaveBeenCalledTimes(refreshFailures);
            expect(state.value).toBe('signedOut');
          },
          signedIn: () => {
            expect(session.actor.getSnapshot().value).toBe('signedIn');
            expect(session.clearStoredSession).toHaveBeenCalledTimes(refreshFailures);
          },
          refreshing: () => {
            expect(session.actor.getSnapshot().value).toBe('refreshing');
            expect(session.refreshCalls).toHaveLength(refreshesSeen + 1);
            expect(session.refreshCalls.at(-1)?.refreshToken).toBe('refresh-1');
            // Parallel failures join the refresh under way instead of starting another.
            session.actor.send({ type: 'UNAUTHORIZED', refreshToken: 'refresh-1' });
            session.actor.send({ type: 'UNAUTHORIZED', refreshToken: 'refresh-1' });
            expect(session.refreshCalls).toHaveLength(refreshesSeen + 1);
            refreshesSeen = session.refreshCalls.length;
          },
        },
        events: {
          SIGNED_IN({ event }) {
            session.actor.send(event as SessionEvent);
            expect(session.actor.getSnapshot().context.accessToken).toBe('access-1');
          },
          SIGNED_OUT() {
            session.actor.send({ type: 'SIGNED_OUT' });
          },
          UNAUTHORIZED({ event }) {
            session.actor.send(event as SessionEvent);
          },
          async [refreshSucceeded]() {
            session.refreshCalls.at(-1)?.answer.resolve({ access: 'access-2', refresh: 'refresh-2' });
            await flush();
            // The rotated refresh token replaces the one sent, which the server no longer takes.
            expect(session.storeTokens).toHaveBeenLastCalledWith({
              accessToken: 'access-2',
              refreshToken: 'refresh-2',
            });
            expect(session.actor.getSnapshot().context).toEqual({
              accessToken: 'access-2',
              refreshToken: 'refresh-2',
            });
          },
          async [refreshFailed]() {
            session.refreshCalls.at(-1)?.answer.reject(new Error('401'));
            await flush();
            refreshFailures += 1;
          },
        },
      });
      // An abandoned refresh (logout or new login meanwhile) must not store its late answer.
      const storedBefore = session.storeTokens.mock.calls.length;
      const live = session.actor.getSnapshot().matches('refreshing') ? 1 : 0;
      const abandoned = session.refreshCalls.slice(0, session.refreshCalls.length - live);
      for (const call of abandoned) call.answer.resolve({ access: 'late' });
      await flush();
      expect(session.storeTokens).toHaveBeenCalledTimes(storedBefore);
      session.actor.stop();
    });
  }
});

describe('session machine refresh answers', () => {
  it('keeps the refresh token it has when the answer carries none (another tab rotated it)', async () => {
    const session = startSession({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    session.actor.send({ type: 'UNAUTHORIZED', refreshToken: 'refresh-1' });
    session.refreshCalls[0].answer.resolve({ access: 'access-2' });
    await flush();
    expect(session.storeTokens).toHaveBeenLastCalledWith({
      accessToken: 'access-2',
      refreshToken: undefined,
    });
    expect(session.actor.getSnapshot().context).toEqual({
      accessToken: 'access-2',
      refreshToken: 'refresh-1',
    });
    session.actor.stop();
  });
});

describe('session machine restoring', () => {
  it('starts signed in when the browser kept a refresh token, signed out otherwise', () => {
    const kept = startSession({ accessToken: 'a', refreshToken: 'r' });
    expect(kept.actor.getSnapshot().value).toBe('signedIn');
    const none = startSession({ accessToken: 'a', refreshToken: null });
    expect(none.actor.getSnapshot().value).toBe('signedOut');
  });
});
