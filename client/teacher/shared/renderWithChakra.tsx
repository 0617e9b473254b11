import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { system } from '../../app/theme';
import { Toaster } from '../../components/notify';

/** Renders a teacher screen as the app does: Chakra theme, a router at `path`, and the toaster. */
export function renderWithChakra(ui: ReactElement, path = '/') {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      <Toaster />
    </ChakraProvider>,
  );
}
