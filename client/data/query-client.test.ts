import { describe, expect, it, vi } from 'vitest';
import type { SignedInSession } from '../../shared/schemas/auth';
import { clearOnSessionChange, createQueryClient } from './query-client';
import { queryKeys } from './query-keys';
import { createSession } from './session';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const signIn = (access: string, first_name: string): SignedInSession => ({
  access,
  refresh: `refresh-${access}`,
  user: {
    id: 7,
    email: `${first_name}@example.org`,
    role: 'student',
    first_name,
    last_name: 'Rao',
    valid_until: null,
  },
});

/** A tab's cache and session; `fetch` answers only the logout and a refused token refresh. */
function tab() {
  const fetch = vi.fn(async (url: string) =>
    url.endsWith('/token/refresh/') ? new Response('{}', { status: 401 }) : Response.json({ detail: 'ok' }),
  );
  const session = createSession({ storage: memoryStorage(), fetch, apiBase: '/api' });
  const cache = createQueryClient();
  clearOnSessionChange(cache, session.onSessionChanged);
  const cacheAshasHomework = () =>
    cache.setQueryData(queryKeys.homework, [{ id: 1, title: "Asha's homework" }]);
  return { session, cache, cacheAshasHomework };
}

describe("the server-state cache never shows one user's answers to another", () => {
  it('is emptied when another user signs in in the same tab', () => {
    const { session, cache, cacheAshasHomework } = tab();
    session.storeLogin(signIn('a', 'Asha'));
    cacheAshasHomework();
    session.storeLogin(signIn('b', 'Bela'));
    expect(cache.getQueryData(queryKeys.homework)).toBeUndefined();
  });

  it('is emptied on logout', async () => {
    const { session, cache, cacheAshasHomework } = tab();
    session.storeLogin(signIn('a', 'Asha'));
    cacheAshasHomework();
    await session.signOut();
    expect(cache.getQueryData(queryKeys.homework)).toBeUndefined();
  });

  it('is emptied when the session ends because its refresh was refused', async () => {
    const { session, cache, cacheAshasHomework } = tab();
    session.storeLogin(signIn('a', 'Asha'));
    cacheAshasHomework();
    await expect(session.renewAccessToken()).rejects.toThrow();
    expect(cache.getQueryData(queryKeys.homework)).toBeUndefined();
  });
});
