import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { routes } from '../app/router';
import { system } from '../app/theme';
import { Toaster } from '../components/notify';

/** Test helper: the real route table in memory, opened at `path`, with the theme and toasts. */
export function renderPublicRoute(path: string) {
  // jsdom has no scrolling; the scroll-to-top on navigation is checked in the browser suite.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
      <Toaster />
    </ChakraProvider>,
  );
  return router;
}

export type FakeAnswer = { status?: number; body?: unknown } | 'network-failure';

/**
 * Test helper: replaces fetch with answers keyed by API path (e.g. '/api/geo/'), and returns the
 * mock so a test can read what was sent. An answer given as a function is asked per call; one
 * that returns a promise holds the call until the test settles it.
 */
export function answerFetch(answers: Record<string, FakeAnswer | (() => FakeAnswer | Promise<FakeAnswer>)>) {
  const fetchMock = async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const entry = answers[path];
    const answer = typeof entry === 'function' ? await entry() : entry;
    if (!answer) throw new Error(`No fake answer for ${path}`);
    if (answer === 'network-failure') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return fetchMock;
}

/** The JSON bodies fetch was called with for one API path. */
export function sentBodies(fetchSpy: { mock: { calls: unknown[][] } }, path: string): unknown[] {
  return fetchSpy.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
}
