// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { storageKeys } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { fakeServer } from '../../testing/fake-server';
import { renderPublicRoute } from '../../testing/render-public-route';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

beforeEach(() => {
  localStorage.setItem(storageKeys.accessToken, 'access-token');
  localStorage.setItem(storageKeys.refreshToken, 'refresh-token');
  localStorage.setItem(storageKeys.userRole, 'student');
  localStorage.setItem(storageKeys.validUntil, '2099-01-01');
});

async function expectHomeWithNothingStored(router: ReturnType<typeof renderPublicRoute>) {
  expect(
    await screen.findByRole('heading', { name: messages.site.heroSlideTitles[0] }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/');
  for (const key of Object.values(storageKeys)) expect(localStorage.getItem(key)).toBeNull();
}

it('ends the session on the server, forgets the stored session and goes to the home page', async () => {
  const storedWhenCalled: (string | null)[] = [];
  const server = fakeServer({
    logout: () => {
      storedWhenCalled.push(localStorage.getItem(storageKeys.refreshToken));
      return { body: { detail: 'Signed out.' } };
    },
  });
  const router = renderPublicRoute('/logout');
  await expectHomeWithNothingStored(router);
  const [logout] = server.requestsTo('logout');
  expect(logout.body).toEqual({ refresh: 'refresh-token' });
  expect(logout.authorization).toBe('Bearer access-token');
  // The server was told while the browser still held the session.
  expect(storedWhenCalled[0]).toBe('refresh-token');
});

it('still forgets the session and goes home when the server cannot be reached', async () => {
  fakeServer({ logout: 'network-failure' });
  const router = renderPublicRoute('/logout');
  await expectHomeWithNothingStored(router);
});
