import { ChakraProvider } from '@chakra-ui/react';
import { notifyManager, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { system } from '../app/theme';
import { Toaster } from '../components/notify';
import { createQueryClient } from '../data/query-client';
import './wait-long-enough';

// The cache tells screens of a change on a later task by default; in tests, on a microtask, so that
// an awaited act() (the fake channel's steps) ends with the screen showing what a message changed.
notifyManager.setScheduler(queueMicrotask);

type ScreenOptions = {
  /** Where the router starts. */
  path?: string;
  /** The route pattern the screen is mounted at, for screens that read parameters. */
  route?: string;
};

/**
 * Renders a signed-in screen as its area does: the Chakra theme, a router (with /logout showing
 * 'Signed out', where a refused session leads), a fresh server-state cache and the toaster.
 * Pair it with `fakeServer` (client/testing/fake-server.ts) and the fake channel.
 */
export function renderScreen(ui: ReactElement, { path = '/', route = path }: ScreenOptions = {}) {
  const queryClient = createQueryClient();
  const rendered = render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={ui} />
            <Route path="/logout" element={<p>Signed out</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
      <Toaster />
    </ChakraProvider>,
  );
  return { ...rendered, queryClient };
}

/** After each test: unmounts what it rendered and puts back what it stubbed (fakeServer's fetch). */
export function cleanUpAfterEach() {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}

/**
 * Before each test: a desktop-wide window, where lists are tables (jsdom has no media queries, and
 * Chakra's breakpoint hooks ask `matchMedia`).
 */
export function desktopWidthEachTest() {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: false,
      media,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });
}
