import { chakra } from '@chakra-ui/react';

/** Above the page, out of sight, until a keyboard focuses it. */
const HiddenUntilFocused = chakra('a', {
  base: {
    position: 'absolute',
    top: '-100px',
    left: '4',
    zIndex: 'skipNav',
    bg: 'white',
    px: '4',
    py: '2',
    rounded: 'md',
    boxShadow: 'md',
    _focusVisible: { top: '4' },
  },
});

/**
 * The page's first stop for keyboard users: it jumps past the menus to `targetId`, the main
 * landmark (focusable with tabIndex -1).
 */
export function SkipLink({ targetId }: { targetId: string }) {
  return <HiddenUntilFocused href={`#${targetId}`}>Skip to content</HiddenUntilFocused>;
}
