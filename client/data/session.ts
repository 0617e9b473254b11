import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine } from '../../machines/session.machine';
import { storageKeys } from '../../shared/constants';
import {
  type Role,
  refreshResponse,
  role,
  type SessionUser,
  type SignedInSession,
  sessionUser,
} from '../../shared/schemas/auth';
import { apiBase } from './api-base';

/** What the browser keeps about the signed-in user (docs/behaviour.md#session). */
export type StoredSession = {
  accessToken: string;
  refreshToken: string | null;
  role: Role | null;
  validUntil: string | null;
  user: SessionUser | null;
};

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export type SessionDependencies = {
  storage: KeyValueStorage;
  fetch: Fetch;
  /** The API base the refresh and logout calls go to (`/api` or an absolute URL). */
  apiBase: string;
  /** More of the logout's body; none when not given. */
  signOutFields?: SignOutFields;
};

/** More of the logout's body: this device's push endpoint, which the sign-out ends (client/pwa/). */
export type SignOutFields = () => Promise<{ push_endpoint?: string }>;

/** How long a logout waits for the server before leaving anyway. */
export const logoutTimeoutMs = 3000;

/**
 * One session: the stored tokens, the sender every API call goes through, and the session
 * machine that makes sure parallel 401s share a single refresh. The app uses the default
 * instance below; tests build their own with a memory storage and a fake fetch.
 */
export function createSession({ storage, fetch, apiBase, signOutFields }: SessionDependencies) {
  const endedListeners = new Set<() => void>();
  const changedListeners = new Set<() => void>();
  const sessionChanged = () => {
    for (const listener of changedListeners) listener();
  };

  function readSession(): StoredSession | null {
    const accessToken = storage.getItem(storageKeys.accessToken);
    if (!accessToken) return null;
    const storedRole = role.safeParse(storage.getItem(storageKeys.userRole));
    return {
      accessToken,
      refreshToken: storage.getItem(storageKeys.refreshToken),
      role: storedRole.success ? storedRole.data : null,
      validUntil: storage.getItem(storageKeys.validUntil),
      user: parseStoredUser(storage.getItem(storageKeys.user)),
    };
  }

  function removeStoredKeys() {
    for (const key of Object.values(storageKeys)) storage.removeItem(key);
  }

  const machine = sessionMachine.provide({
    actors: {
      refreshAccessToken: fromPromise(async ({ input, signal }) => {
        const response = await fetch(`${apiBase}/token/refresh/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ refresh: input.refreshToken }),
          signal,
        });
        if (!response.ok) throw new Error(`Token refresh refused with ${response.status}`);
        return refreshResponse.parse(await response.json());
      }),
    },
    actions: {
      storeTokens: (_, { accessToken, refreshToken }) => {
        storage.setItem(storageKeys.accessToken, accessToken);
        if (refreshToken) storage.setItem(storageKeys.refreshToken, refreshToken);
      },
      clearStoredSession: removeStoredKeys,
      endSession: () => {
        sessionChanged();
        for (const listener of endedListeners) listener();
      },
    },
  });

  // Started on first use, so importing this module reads no storage (tests, server rendering).
  let actor: ReturnType<typeof createActor<typeof machine>> | null = null;
  function sessionActor() {
    if (!actor) {
      const stored = readSession();
      actor = createActor(machine, {
        input: { accessToken: stored?.accessToken ?? null, refreshToken: stored?.refreshToken ?? null },
      }).start();
    }
    return actor;
  }

  function storeLogin(response: SignedInSession) {
    storage.setItem(storageKeys.accessToken, response.access);
    storage.setItem(storageKeys.refreshToken, response.refresh);
    storage.setItem(storageKeys.userRole, response.user.role);
    if (response.user.valid_until) storage.setItem(storageKeys.validUntil, response.user.valid_until);
    else storage.removeItem(storageKeys.validUntil);
    storage.setItem(storageKeys.user, JSON.stringify(response.user));
    sessionChanged();
    sessionActor().send({ type: 'SIGNED_IN', accessToken: response.access, refreshToken: response.refresh });
  }

  /** Forget every stored key. Does not fire onSessionEnded (the caller navigates itself). */
  function clearSession() {
    removeStoredKeys();
    sessionChanged();
    sessionActor().send({ type: 'SIGNED_OUT' });
  }

  /**
   * Logout: ends the session on the server (its tokens stop working everywhere they were copied),
   * then forgets it here. Leaving never waits on the server for long nor depends on its answer: a
   * failed or slow call still clears the session after at most `logoutTimeoutMs`.
   */
  async function signOut(): Promise<void> {
    const stored = readSession();
    if (stored) {
      const more = await signOutFields?.().catch(() => ({}));
      const abandon = new AbortController();
      const timer = setTimeout(() => abandon.abort(), logoutTimeoutMs);
      try {
        const init = {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            ...(stored.refreshToken ? { refresh: stored.refreshToken } : {}),
            ...more,
          }),
          signal: abandon.signal,
        };
        await fetch(`${apiBase}/logout/`, withBearer(init, stored.accessToken));
      } catch {
        // Offline, refused or too slow: the tokens still end here, and expire on the server.
      } finally {
        clearTimeout(timer);
      }
    }
    clearSession();
  }

  /** Called when a failed refresh ended the session; the app navigates to / then. */
  function onSessionEnded(listener: () => void): () => void {
    endedListeners.add(listener);
    return () => endedListeners.delete(listener);
  }

  /**
   * Called whenever whose session this is changes: a sign-in, a sign-out, or a session that ended.
   * What was fetched for the previous user must not be shown to the next (client/data/query-client.ts).
   */
  function onSessionChanged(listener: () => void): () => void {
    changedListeners.add(listener);
    return () => changedListeners.delete(listener);
  }

  /**
   * The access token to retry a 401 with, or null when there is none to be had. A request that
   * failed with an old token while a refresh already replaced it just retries with the new one;
   * otherwise it asks the machine, and every asker waits for the same single refresh.
   */
  async function renewedAccessToken(failedToken: string | null): Promise<string | null> {
    const stored = readSession();
    if (!stored?.refreshToken) return null;
    if (stored.accessToken !== failedToken) return stored.accessToken;
    const session = sessionActor();
    session.send({ type: 'UNAUTHORIZED', refreshToken: stored.refreshToken });
    const settled = await waitFor(session, (snapshot) => !snapshot.matches('refreshing'));
    return settled.matches('signedIn') ? settled.context.accessToken : null;
  }

  /**
   * The sender for createApiClient: the stored bearer token on every call (docs/behaviour.md#session; the
   * server ignores it on public ones), and one refresh and one retry on a 401 from a non-public
   * call. A public call's 401 (a wrong password) is its answer, not an expired session.
   */
  async function send(url: string, init: RequestInit, isPublic: boolean): Promise<Response> {
    const token = storage.getItem(storageKeys.accessToken);
    const response = await fetch(url, withBearer(init, token));
    if (isPublic || response.status !== 401) return response;
    const renewed = await renewedAccessToken(token);
    if (!renewed) return response;
    return fetch(url, withBearer(init, renewed));
  }

  /**
   * For a socket the server refused with 4401: a fresh access token through the same single
   * refresh as the REST calls. Rejects when there is none to be had (the session then ends).
   */
  async function renewAccessToken(): Promise<string> {
    const renewed = await renewedAccessToken(storage.getItem(storageKeys.accessToken));
    if (!renewed) throw new Error('The session could not be renewed');
    return renewed;
  }

  /** For diagnostics and tests: where the session machine is. */
  const sessionState = () => sessionActor().getSnapshot().value;

  return {
    readSession,
    storeLogin,
    clearSession,
    signOut,
    onSessionEnded,
    onSessionChanged,
    send,
    renewAccessToken,
    sessionState,
  };
}

function withBearer(init: RequestInit, token: string | null): RequestInit {
  const headers = { ...(init.headers as Record<string, string> | undefined) };
  if (token) headers.authorization = `Bearer ${token}`;
  return { ...init, headers };
}

function parseStoredUser(text: string | null): SessionUser | null {
  if (!text) return null;
  try {
    const parsed = sessionUser.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The browser's session: localStorage (looked up per call, so tests may stub it) and fetch. */
const browserSession = createSession({
  storage: {
    getItem: (key) => globalThis.localStorage.getItem(key),
    setItem: (key, value) => globalThis.localStorage.setItem(key, value),
    removeItem: (key) => globalThis.localStorage.removeItem(key),
  },
  fetch: (url, init) => globalThis.fetch(url, init),
  apiBase,
  // Loaded only when someone signs out, so no page's first load carries the push code.
  signOutFields: async () => (await import('../pwa/push-device')).pushSignOutFields(),
});

export const { readSession, storeLogin, signOut, onSessionEnded, onSessionChanged, renewAccessToken } =
  browserSession;
/** The sender `api` (client/data/client.ts) uses. */
export const sendWithSession = browserSession.send;
