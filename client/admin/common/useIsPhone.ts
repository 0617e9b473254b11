import { useMediaQuery } from '@chakra-ui/react';
import { layout } from '../../../shared/constants';

/**
 * Below the area's breakpoint (820 px, where the sidebar becomes a bottom bar): tables render as
 * stacked cards there. One layout is rendered, not both with one hidden, so every control exists
 * once for screen readers and tests.
 */
export function useIsPhone(): boolean {
  const [phone] = useMediaQuery([`(max-width: ${layout.mobileBreakpointPx - 0.02}px)`], {
    ssr: false,
  });
  return phone;
}
