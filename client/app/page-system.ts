import type { SystemContext } from '@chakra-ui/react';
import { styleKey } from './style-cache';
import { system } from './theme';

/**
 * The styled system the browser's ChakraProvider gets. A prerendered page carries Chakra's global
 * CSS in its head (client/prerender/render-page.tsx), so there the provider is given none to render
 * again: building and serialising it is a long task on a slow phone, and the CSS is already applied.
 * The app shell of the client-only routes has none, so there the system's own is used.
 */
export function pageSystem(): SystemContext {
  const prerendered = document.head.querySelector(`style[data-emotion^="${styleKey}-global "]`);
  if (!prerendered) return system;
  return Object.create(system, { _global: { value: [] } });
}
