import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../../api/query-client';
import { system } from '../../app/theme';
import { Toaster } from '../../components/notify';

/**
 * Renders a teacher screen as the app does: Chakra theme, a router at `path`, the toaster, and a
 * server-state cache of its own (no answer leaks from one test into the next).
 */
export function renderWithChakra(ui: ReactElement, path = '/') {
  return render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
      <Toaster />
    </ChakraProvider>,
  );
}
