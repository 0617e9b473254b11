import { IconButton } from '@chakra-ui/react';
import { Menu } from 'lucide-react';
import type { Ref } from 'react';

type MenuButtonProps = {
  open: boolean;
  controls?: string;
  onToggle: () => void;
  /** The menu-button pattern: Down Arrow opens and moves into the menu. */
  onOpen: () => void;
  ref?: Ref<HTMLButtonElement>;
};

/** The top bar's Menu button below 820 px, the same before and after the drawer's code has loaded. */
export function MenuButton({ open, controls, onToggle, onOpen, ref }: MenuButtonProps) {
  return (
    <IconButton
      ref={ref}
      aria-label="Menu"
      aria-expanded={open}
      aria-controls={controls}
      variant="ghost"
      onClick={onToggle}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          onOpen();
        }
      }}
    >
      <Menu />
    </IconButton>
  );
}
