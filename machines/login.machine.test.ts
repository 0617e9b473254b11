import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { messages } from '../shared/messages';
import type { LoginResponse } from '../shared/schemas/auth';
import { type Credentials, destinationFor, type LoginEvent, loginMachine } from './login.machine';
import { authenticated, authenticationFailed, loginModel } from './testing/login.model';
import { edgesOfModel, edgesWalked, leafStateKeys, testEachPath } from './testing/test-model';

function startLogin() {
  const calls: {
    credentials: Credentials;
    settle: { resolve: (r: LoginResponse) => void; reject: (e: unknown) => void };
  }[] = [];
  const storeSession = vi.fn();
  const machine = loginMachine.provide({
    actors: {
      authenticate: fromPromise<LoginResponse, Credentials>(
        ({ input }) =>
          new Promise<LoginResponse>((resolve, reject) =>
            calls.push({ credentials: input, settle: { resolve, reject } }),
          ),
      ),
    },
    actions: { storeSession: (_, { session }) => storeSession(session) },
  });
  return { actor: createActor(machine).start(), calls, storeSession };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('login machine (model-based)', () => {
  const model = loginModel();
  const paths = model.getSimplePaths({ allowDuplicatePaths: true });

  it('walks every state and every transition', () => {
    expect(leafStateKeys(loginMachine).sort()).toEqual(['authenticating', 'failed', 'idle', 'signedIn']);
    const reached = new Set(
      paths.flatMap((path) =>
        path.steps.map((step) => JSON.stringify([step.state.value, step.state.context])),
      ),
    );
    const texts = [...reached].join('\n');
    for (const expected of [
      messages.auth.loginRequired,
      messages.auth.loginFailed,
      messages.auth.unknownRole,
      '"/dashboard"',
      '"/pricing"',
      '"/teacher"',
      '"/admin"',
      '"/family"',
    ]) {
      expect(texts).toContain(expected);
    }
    expect(edgesWalked(paths)).toEqual(edgesOfModel(model));
    // idle: blank -> failed, complete -> authenticating; authenticating: 8 answers + error, of
    // which 3 lead to failed and 5 to signedIn (grouped by target); failed: blank (self), complete.
    expect(edgesOfModel(model).size).toBe(13);
  });

  testEachPath(paths, startLogin, (login) => {
    let sessionsStored = 0;
    return {
      states: {
        idle: () => {
          expect(login.actor.getSnapshot().context.error).toBeNull();
        },
        authenticating: (state) => {
          expect(login.calls.at(-1)?.credentials).toEqual({
            email: 'asha@example.org',
            password: 'Secret123',
          });
          expect(login.actor.getSnapshot().context.error).toBeNull();
          // A second click while the call runs starts no second call.
          const callsBefore = login.calls.length;
          login.actor.send({ type: 'SUBMIT', email: 'asha@example.org', password: 'Secret123' });
          expect(login.calls).toHaveLength(callsBefore);
          expect(state.context.error).toBeNull();
        },
        failed: (state) => {
          expect(login.actor.getSnapshot().context.error).toBe(state.context.error);
          expect(login.actor.getSnapshot().context.credentials).toBeNull();
          expect(login.storeSession).toHaveBeenCalledTimes(sessionsStored);
        },
        signedIn: (state) => {
          const snapshot = login.actor.getSnapshot();
          expect(snapshot.status).toBe('done');
          expect(snapshot.context.destination).toBe(state.context.destination);
          expect(login.storeSession).toHaveBeenCalledTimes(1);
          expect(login.storeSession.mock.calls[0][0].access).toBe('access-token');
        },
      },
      events: {
        SUBMIT({ event }) {
          login.actor.send(event as LoginEvent);
        },
        async [authenticated]({ event }) {
          login.calls.at(-1)?.settle.resolve((event as unknown as { output: LoginResponse }).output);
          await flush();
          if (login.actor.getSnapshot().value === 'signedIn') sessionsStored += 1;
        },
        async [authenticationFailed]() {
          login.calls.at(-1)?.settle.reject(new Error('Invalid credentials'));
          await flush();
        },
      },
    };
  });
});

describe('destinationFor', () => {
  const now = new Date('2026-11-22T10:00:00Z');

  it('sends a student with a subscription running past now to /dashboard, including its last day', () => {
    expect(destinationFor({ role: 'student', valid_until: '2027-01-01' }, now)).toBe('/dashboard');
    expect(destinationFor({ role: 'student', valid_until: '2026-11-22' }, now)).toBe('/dashboard');
    expect(destinationFor({ role: 'student', valid_until: '2026-11-22T11:00:00Z' }, now)).toBe('/dashboard');
  });

  it('sends a student whose subscription ended, or who has none, to /pricing', () => {
    expect(destinationFor({ role: 'student', valid_until: '2026-11-21' }, now)).toBe('/pricing');
    expect(destinationFor({ role: 'student', valid_until: '2026-11-22T09:59:59Z' }, now)).toBe('/pricing');
    expect(destinationFor({ role: 'student', valid_until: null }, now)).toBe('/pricing');
    expect(destinationFor({ role: 'student' }, now)).toBe('/pricing');
    expect(destinationFor({ role: 'student', valid_until: 'soon' }, now)).toBe('/pricing');
  });

  it('sends a teacher to /teacher and an admin to /admin whatever valid_until says, and knows no other role', () => {
    expect(destinationFor({ role: 'teacher', valid_until: null }, now)).toBe('/teacher');
    expect(destinationFor({ role: 'admin', valid_until: null }, now)).toBe('/admin');
    expect(destinationFor({ role: 'admin', valid_until: '2001-01-31' }, now)).toBe('/admin');
    expect(destinationFor({ role: 'guardian', valid_until: null }, now)).toBe('/family');
    expect(destinationFor({ role: 'parent' }, now)).toBeNull();
    expect(destinationFor({ role: 'Admin' }, now)).toBeNull();
    expect(destinationFor({}, now)).toBeNull();
  });
});
