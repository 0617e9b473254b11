import { ChakraProvider } from '@chakra-ui/react';
import { type ReactNode, StrictMode } from 'react';
import { DeferredToaster } from '../components/DeferredToaster';
import { system } from './theme';

/** The providers around the router: the same tree in the browser and in the prerender. */
export function App({ router }: { router: ReactNode }) {
  return (
    <StrictMode>
      <ChakraProvider value={system}>
        {router}
        <DeferredToaster />
      </ChakraProvider>
    </StrictMode>
  );
}
