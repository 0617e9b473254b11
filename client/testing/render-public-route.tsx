import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { routes } from '../app/router';
import { system } from '../app/theme';
import { Toaster } from '../components/notify';
import './wait-long-enough';

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
