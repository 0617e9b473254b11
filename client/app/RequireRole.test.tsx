// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { renderPublicRoute } from '../testing/render-public-route';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function storeSession(role: string) {
  localStorage.setItem(storageKeys.accessToken, 'access-token');
  localStorage.setItem(storageKeys.userRole, role);
}

describe('area guards', () => {
  it.each([
    ['/dashboard', 'nobody is signed in', null],
    ['/dashboard/homework', 'a teacher is signed in', 'teacher'],
    ['/teacher', 'nobody is signed in', null],
    ['/teacher/classes', 'a student is signed in', 'student'],
  ])('sends %s back to the home page when %s', async (path, _who, role) => {
    if (role) storeSession(role);
    const router = renderPublicRoute(path);
    expect(
      await screen.findByRole('heading', { name: messages.site.heroSlideTitles[0] }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('needs the token as well as the role', async () => {
    localStorage.setItem(storageKeys.userRole, 'student');
    const router = renderPublicRoute('/dashboard');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lets a signed-in student stay in the student area', async () => {
    // The area's own screens call the API; they are not what this test is about.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    storeSession('student');
    const router = renderPublicRoute('/dashboard');
    await vi.waitFor(() => expect(router.state.matches.at(-1)?.route.path).toBe('dashboard/*'));
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
