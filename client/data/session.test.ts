import { describe, expect, it, vi } from 'vitest';
import {
  allStartingPoints,
  refreshFailed,
  refreshSucceeded,
  sessionModel,
} from '../../machines/testing/session.model';
import { endpoints } from '../../shared/api';
import { storageKeys } from '../../shared/constants';
import type { SignedInSession } from '../../shared/schemas/auth';
import { createApiClient } from './api-client';
import { ApiRequestError } from './errors';
import { createSession, logoutTimeoutMs } from './session';

/**
 * The session machine's model paths against the real API client and session sender, with a
 * fake server behind fetch: it accepts only the access tokens it has issued and not expired, and
 * holds each refresh call until the path settles it.
 */

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

type Sent = { url: string; authorization: string | undefined };

/** How the fake server treats a logout call. */
type LogoutBehaviour = 'answer' | 'fail' | 'hang';

function fakeServer() {
  const validTokens = new Set<string>();
  const sent: Sent[] = [];
  const refreshes: { body: unknown; answer: (response: Response) => void }[] = [];
  const logouts: { body: unknown; authorization: string | undefined }[] = [];
  const server = {
    validTokens,
    sent,
    refreshes,
    logouts,
    logoutBehaviour: 'answer' as LogoutBehaviour,
    /** Answers the waiting refresh at `index` with `tokens`, and accepts their access token from now on. */
    renew(index: number, tokens: { access: string; refresh?: string }) {
      validTokens.add(tokens.access);
      refreshes[index].answer(Response.json(tokens));
    },
    fetch: vi.fn(async (url: string, init: RequestInit) => {
      const authorization = (init.headers as Record<string, string> | undefined)?.authorization;
      if (url.endsWith('/token/refresh/')) {
        return new Promise<Response>((answer) =>
          refreshes.push({ body: JSON.parse(String(init.body)), answer }),
        );
      }
      if (url.endsWith('/logout/')) {
        logouts.push({ body: JSON.parse(String(init.body)), authorization });
        if (server.logoutBehaviour === 'fail') throw new TypeError('Failed to fetch');
        if (server.logoutBehaviour === 'hang') {
          return new Promise<Response>((_, reject) =>
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          );
        }
        return Response.json({ detail: 'Signed out.' });
      }
      sent.push({ url, authorization });
      const token = authorization?.replace(/^Bearer /, '');
      if (token && validTokens.has(token)) return Response.json([]);
      return Response.json({ detail: 'Given token not valid for any token type' }, { status: 401 });
    }),
  };
  return server;
}

function login(access: string, refresh: string): SignedInSession {
  return {
    access,
    refresh,
    user: {
      id: 7,
      email: 'asha@example.org',
      role: 'student',
      first_name: 'Asha',
      last_name: 'Rao',
      valid_until: '2027-03-31',
    },
  };
}

/** A browser's session and API client, talking to a fake server; nobody signed in yet. */
function startSession() {
  const server = fakeServer();
  const storage = memoryStorage();
  const session = createSession({ storage, fetch: server.fetch, apiBase: '/api' });
  return { server, storage, session, api: createApiClient(session.send, endpoints) };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** A session signed in with `access`, which the server refuses: its call waits on the first refresh. */
async function refusedCall(access: string) {
  const started = startSession();
  started.session.storeLogin(login(access, 'refresh-1'));
  const refused = started.api.call('listClasses');
  await flush();
  return { ...started, refused };
}

function settled(requests: Promise<unknown>[]) {
  return Promise.allSettled(requests);
}

/** A request the path settles later: marked handled now, checked with `settled` in a state. */
function pending(request: Promise<unknown>): Promise<unknown> {
  request.catch(() => {});
  return request;
}

/**
 * Signs in in another tab: the same browser storage, a session of its own. With `expired`, the
 * server no longer accepts the access token it left behind.
 */
function signInElsewhere(
  storage: ReturnType<typeof memoryStorage>,
  server: ReturnType<typeof fakeServer>,
  login: SignedInSession,
  { expired }: { expired: boolean },
) {
  if (!expired) server.validTokens.add(login.access);
  createSession({ storage, fetch: server.fetch, apiBase: '/api' }).storeLogin(login);
}

describe.each(allStartingPoints)('session sender and API client (session model paths, %s)', (start) => {
  const paths = sessionModel(start).getSimplePaths({ allowDuplicatePaths: true });

  for (const path of paths) {
    it(path.description, async () => {
      const server = fakeServer();
      const storage = memoryStorage();
      // A page reload: an earlier page of this browser signed in (login number 0) and kept it.
      if (start === 'tokensStored')
        signInElsewhere(storage, server, login('access-0', 'refresh-0'), { expired: false });
      const session = createSession({ storage, fetch: server.fetch, apiBase: '/api' });
      const api = createApiClient(session.send, endpoints);
      const sessionEnded = vi.fn();
      session.onSessionEnded(sessionEnded);
      let logins = 0;
      let inFlight: Promise<unknown>[] = [];
      let failures = 0;
      let refreshesSeen = 0;
      // The refresh token the server takes now: each refresh rotates it, and the browser must keep up.
      let currentRefresh = 'refresh-0';

      await path.test({
        states: {
          signedOut: async () => {
            expect(session.sessionState()).toBe('signedOut');
            for (const key of Object.values(storageKeys)) expect(storage.getItem(key)).toBeNull();
            expect(session.readSession()).toBeNull();
            expect(sessionEnded).toHaveBeenCalledTimes(failures);
            // Requests that waited for a refresh that did not happen get their 401.
            for (const result of await settled(inFlight)) {
              expect(result.status).toBe('rejected');
              expect((result as PromiseRejectedResult).reason).toBeInstanceOf(ApiRequestError);
              expect(((result as PromiseRejectedResult).reason as ApiRequestError).status).toBe(401);
            }
            inFlight = [];
            // A request now goes without a token, fails, and starts no refresh.
            const sentBefore = server.sent.length;
            await expect(api.call('listClasses')).rejects.toMatchObject({ status: 401 });
            expect(server.sent.slice(sentBefore)).toEqual([
              { url: '/api/classes/', authorization: undefined },
            ]);
            expect(server.refreshes).toHaveLength(refreshesSeen);
          },
          signedIn: async () => {
            expect(session.sessionState()).toBe('signedIn');
            const stored = session.readSession();
            expect(stored?.refreshToken).toBe(currentRefresh);
            expect(stored?.role).toBe('student');
            expect(stored?.user?.first_name).toBe('Asha');
            // Requests that waited for the refresh (or a new login) were retried once, and passed.
            const waited = inFlight.length;
            for (const result of await settled(inFlight)) expect(result.status).toBe('fulfilled');
            if (waited > 0) {
              const retries = server.sent.slice(-waited);
              expect(retries.every((sent) => sent.authorization === `Bearer ${stored?.accessToken}`)).toBe(
                true,
              );
            }
            inFlight = [];
            const sentBefore = server.sent.length;
            await expect(api.call('listClasses')).resolves.toEqual([]);
            expect(server.sent.slice(sentBefore)).toEqual([
              { url: '/api/classes/', authorization: `Bearer ${stored?.accessToken}` },
            ]);
          },
          refreshing: async () => {
            expect(session.sessionState()).toBe('refreshing');
            // Three parallel 401s, one refresh call; a fourth failure joins it.
            expect(server.refreshes).toHaveLength(refreshesSeen + 1);
            expect(server.refreshes.at(-1)?.body).toEqual({ refresh: currentRefresh });
            inFlight.push(pending(api.call('listHomework')));
            await flush();
            expect(server.refreshes).toHaveLength(refreshesSeen + 1);
            expect(inFlight).toHaveLength(4);
            refreshesSeen = server.refreshes.length;
          },
        },
        events: {
          SIGNED_IN() {
            logins += 1;
            const access = `access-${logins}`;
            server.validTokens.add(access);
            currentRefresh = `refresh-${logins}`;
            session.storeLogin(login(access, currentRefresh));
            expect(storage.getItem(storageKeys.accessToken)).toBe(access);
            expect(storage.getItem(storageKeys.userRole)).toBe('student');
            expect(storage.getItem(storageKeys.validUntil)).toBe('2027-03-31');
          },
          async SIGNED_OUT() {
            const access = storage.getItem(storageKeys.accessToken);
            await session.signOut();
            // The server is told which session ends, with the tokens the browser holds now.
            expect(server.logouts.at(-1)).toEqual({
              body: { refresh: currentRefresh },
              authorization: `Bearer ${access}`,
            });
          },
          async UNAUTHORIZED() {
            if (session.sessionState() === 'signedOut') {
              // Another tab signed in after this one last looked; its access token has expired since.
              logins += 1;
              currentRefresh = `refresh-${logins}`;
              signInElsewhere(storage, server, login(`access-${logins}`, currentRefresh), {
                expired: true,
              });
            }
            // The server expires the current token; three screens' requests fail together.
            server.validTokens.delete(storage.getItem(storageKeys.accessToken) ?? '');
            const sentBefore = server.sent.length;
            inFlight = [api.call('listClasses'), api.call('listHomework'), api.call('teacherBatches')].map(
              pending,
            );
            await flush();
            expect(server.sent.length - sentBefore).toBe(3);
          },
          async [refreshSucceeded]() {
            const renewed = `renewed-${server.refreshes.length}`;
            currentRefresh = `rotated-${server.refreshes.length}`;
            server.renew(server.refreshes.length - 1, { access: renewed, refresh: currentRefresh });
            await flush();
            expect(storage.getItem(storageKeys.accessToken)).toBe(renewed);
            expect(storage.getItem(storageKeys.refreshToken)).toBe(currentRefresh);
          },
          async [refreshFailed]() {
            server.refreshes
              .at(-1)
              ?.answer(Response.json({ detail: 'Token is blacklisted' }, { status: 401 }));
            failures += 1;
            await flush();
          },
        },
      });
    });
  }
});

describe('session sender', () => {
  it('sends the rotated refresh token on the next refresh, and keeps it when an answer carries none', async () => {
    const { server, session, api, refused } = await refusedCall('access-1');
    server.renew(0, { access: 'access-2', refresh: 'refresh-2' });
    await expect(refused).resolves.toEqual([]);

    server.validTokens.delete('access-2');
    const second = api.call('listClasses');
    await flush();
    expect(server.refreshes[1].body).toEqual({ refresh: 'refresh-2' });
    // Another tab rotated it a moment ago: this answer brings an access token only.
    server.renew(1, { access: 'access-3' });
    await expect(second).resolves.toEqual([]);
    expect(session.readSession()).toMatchObject({ accessToken: 'access-3', refreshToken: 'refresh-2' });
  });

  it('retries with the renewed token, without a second refresh, a 401 that arrives after the refresh', async () => {
    const { server, session, refused } = await refusedCall('old');
    server.renew(0, { access: 'new' });
    await expect(refused).resolves.toEqual([]);
    // A request sent with the old token before the refresh landed comes back 401 now.
    server.validTokens.add('old');
    const slow = session.send('/api/classes/', { headers: { authorization: 'x' } }, false);
    await expect(slow).resolves.toHaveProperty('status', 200);
    expect(server.refreshes).toHaveLength(1);
  });

  it('retries only once: a second 401 after the refresh is returned as it is', async () => {
    const { server, refused } = await refusedCall('old');
    server.refreshes[0].answer(Response.json({ access: 'also-refused' }));
    await expect(refused).rejects.toMatchObject({ status: 401 });
    expect(server.sent.map((sent) => sent.authorization)).toEqual(['Bearer old', 'Bearer also-refused']);
    expect(server.refreshes).toHaveLength(1);
  });

  it('renews the token for a refused socket through the same single refresh as REST calls', async () => {
    const { server, storage, session, refused } = await refusedCall('old');
    const forSocket = session.renewAccessToken();
    await flush();
    expect(server.refreshes).toHaveLength(1);
    server.renew(0, { access: 'new' });
    await expect(forSocket).resolves.toBe('new');
    await expect(refused).resolves.toEqual([]);

    const ended = vi.fn();
    session.onSessionEnded(ended);
    const again = session.renewAccessToken();
    await flush();
    server.refreshes[1].answer(Response.json({ detail: 'expired' }, { status: 401 }));
    await expect(again).rejects.toThrow('could not be renewed');
    expect(ended).toHaveBeenCalledTimes(1);
    expect(storage.items.size).toBe(0);
  });

  it('sends public calls with the stored token too, and never refreshes for their 401', async () => {
    const { server, session, api } = startSession();
    await expect(api.call('geo')).rejects.toMatchObject({ status: 401 });
    session.storeLogin(login('old', 'refresh-1'));
    await expect(api.call('geo')).rejects.toMatchObject({ status: 401 });
    expect(server.sent).toEqual([
      { url: '/api/geo/', authorization: undefined },
      { url: '/api/geo/', authorization: 'Bearer old' },
    ]);
    expect(server.refreshes).toHaveLength(0);
  });

  it('logs out on the server before forgetting the session, and leaves anyway when the call fails', async () => {
    const { server, storage, session } = startSession();
    session.storeLogin(login('access-1', 'refresh-1'));
    await session.signOut();
    expect(server.logouts).toEqual([{ body: { refresh: 'refresh-1' }, authorization: 'Bearer access-1' }]);
    expect(storage.items.size).toBe(0);
    expect(session.sessionState()).toBe('signedOut');

    server.logoutBehaviour = 'fail';
    session.storeLogin(login('access-2', 'refresh-2'));
    await session.signOut();
    expect(server.logouts).toHaveLength(2);
    expect(storage.items.size).toBe(0);

    // Nothing stored: nothing to tell the server.
    await session.signOut();
    expect(server.logouts).toHaveLength(2);
  });

  it("tells the server of this device's push subscription as it signs out, and signs out without it", async () => {
    const server = fakeServer();
    const session = createSession({
      storage: memoryStorage(),
      fetch: server.fetch,
      apiBase: '/api',
      signOutFields: async () => ({ push_endpoint: 'https://fcm.googleapis.com/fcm/send/device-1' }),
    });
    session.storeLogin(login('access-1', 'refresh-1'));
    await session.signOut();
    expect(server.logouts).toEqual([
      {
        body: { refresh: 'refresh-1', push_endpoint: 'https://fcm.googleapis.com/fcm/send/device-1' },
        authorization: 'Bearer access-1',
      },
    ]);

    // A device whose browser cannot say signs out all the same.
    const withoutWorker = createSession({
      storage: memoryStorage(),
      fetch: server.fetch,
      apiBase: '/api',
      signOutFields: () => Promise.reject(new Error('no service worker')),
    });
    withoutWorker.storeLogin(login('access-2', 'refresh-2'));
    await withoutWorker.signOut();
    expect(server.logouts.at(-1)).toEqual({
      body: { refresh: 'refresh-2' },
      authorization: 'Bearer access-2',
    });
    expect(withoutWorker.sessionState()).toBe('signedOut');
  });

  it('gives up waiting for a silent server after the logout timeout, and forgets the session then', async () => {
    vi.useFakeTimers();
    try {
      const server = fakeServer();
      server.logoutBehaviour = 'hang';
      const storage = memoryStorage();
      const session = createSession({ storage, fetch: server.fetch, apiBase: '/api' });
      session.storeLogin(login('access-1', 'refresh-1'));
      const leaving = session.signOut();
      await vi.advanceTimersByTimeAsync(logoutTimeoutMs - 1);
      expect(server.logouts).toHaveLength(1);
      expect(session.readSession()?.refreshToken).toBe('refresh-1');
      await vi.advanceTimersByTimeAsync(1);
      await leaving;
      expect(storage.items.size).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads a stored session back, and clears all five keys on logout', () => {
    const storage = memoryStorage();
    const session = createSession({ storage, fetch: fakeServer().fetch, apiBase: '/api' });
    session.storeLogin({
      ...login('a', 'r'),
      user: { ...login('a', 'r').user, role: 'teacher', valid_until: null },
    });
    expect(session.readSession()).toMatchObject({
      accessToken: 'a',
      refreshToken: 'r',
      role: 'teacher',
      validUntil: null,
    });
    expect([...storage.items.keys()].sort()).toEqual(['accessToken', 'refreshToken', 'user', 'userRole']);
    session.clearSession();
    expect(storage.items.size).toBe(0);
  });
});
