import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { type ReactNode, StrictMode } from 'react';
import { DeferredToaster } from '../components/DeferredToaster';

/**
 * The providers around the router: the same tree in the browser and in the prerender. The styled
 * system is the theme's (client/app/theme.ts); the browser's may leave out the global CSS a
 * prerendered page already carries (client/app/page-system.ts).
 */
export function App({ router, system }: { router: ReactNode; system: SystemContext }) {
  return (
    <StrictMode>
      <ChakraProvider value={system}>
        {router}
        <DeferredToaster />
      </ChakraProvider>
    </StrictMode>
  );
}
