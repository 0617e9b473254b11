import { Box, Link as ChakraLink, CloseButton, Flex, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { drawerMachine } from '../../../machines/drawer.machine';
import { isActiveLink } from './active-link';
import { MenuButton } from './MenuButton';

export type NavDrawerProps = {
  links: { to: string; label: string }[];
  /** Shown under the links: the Login and Apply Now buttons. */
  extra?: ReactNode;
  /** The current path: its link is highlighted, and a change closes the drawer. */
  activePath: string;
  /** Opens as soon as it mounts: LazyNavDrawer mounts it on the first press of Menu. */
  openOnMount?: boolean;
};

/** The page's overflow before the drawer locked it, restored on unlock; null while unlocked. */
let overflowBeforeLock: string | null = null;

function lockPageScroll() {
  if (overflowBeforeLock !== null) return;
  overflowBeforeLock = document.body.style.overflow;
  document.body.style.overflow = 'hidden';
}

function unlockPageScroll() {
  if (overflowBeforeLock === null) return;
  document.body.style.overflow = overflowBeforeLock;
  overflowBeforeLock = null;
}

const pageDrawerMachine = drawerMachine.provide({
  actions: { lockScroll: lockPageScroll, unlockScroll: unlockPageScroll },
});

const focusableSelector =
  'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The menu button and side drawer of the top bar below 820 px (drawerMachine): the page does not
 * scroll while it is open; a click outside, Escape, the close button, following a link or
 * widening the window to desktop size closes it. Focus moves into the drawer and stays there
 * until it closes, then returns to the menu button.
 */
export function NavDrawer({ links, extra, activePath, openOnMount = false }: NavDrawerProps) {
  const [snapshot, send] = useMachine(pageDrawerMachine);
  // The address the drawer was last opened at. The router shows a new path only once its screen
  // has loaded, so a press of Menu while a link's page is still loading opens the drawer at the
  // new address; that page arriving must not close it again.
  const openedAt = useRef<string | null>(null);
  const openedOnMount = useRef(false);
  useEffect(() => {
    if (!openOnMount || openedOnMount.current) return;
    openedOnMount.current = true;
    openedAt.current = window.location.pathname;
    send({ type: 'OPEN' });
  }, [openOnMount, send]);
  const isOpen = snapshot.matches('open');
  const drawerId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  const sendOpening = (event: { type: 'OPEN' } | { type: 'TOGGLE' }) => {
    if (!isOpen) openedAt.current = window.location.pathname;
    send(event);
  };

  // Following a link (or any other route change, such as Back) closes the drawer.
  const firstPath = useRef(activePath);
  useEffect(() => {
    if (activePath === firstPath.current) return;
    firstPath.current = activePath;
    if (activePath !== openedAt.current) send({ type: 'NAVIGATED' });
    openedAt.current = null;
  }, [activePath, send]);

  useEffect(() => {
    if (!isOpen) return;
    panelRef.current?.querySelector<HTMLElement>(focusableSelector)?.focus();
    const closeOnOutsidePress = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || menuButtonRef.current?.contains(target)) return;
      send({ type: 'CLICK_OUTSIDE' });
    };
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') send({ type: 'CLOSE' });
    };
    const closeOnDesktopWidth = () => send({ type: 'RESIZED', width: window.innerWidth });
    document.addEventListener('pointerdown', closeOnOutsidePress);
    document.addEventListener('keydown', closeOnEscape);
    window.addEventListener('resize', closeOnDesktopWidth);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePress);
      document.removeEventListener('keydown', closeOnEscape);
      window.removeEventListener('resize', closeOnDesktopWidth);
      // Focus inside a drawer that is going away would be lost: give it back to the menu button.
      if (panelRef.current?.contains(document.activeElement)) menuButtonRef.current?.focus();
    };
  }, [isOpen, send]);

  // Leaving the page with the drawer open must not leave the next page unscrollable.
  useEffect(() => unlockPageScroll, []);

  const keepFocusInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(focusableSelector)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <>
      <MenuButton
        ref={menuButtonRef}
        open={isOpen}
        controls={drawerId}
        onToggle={() => sendOpening({ type: 'TOGGLE' })}
        onOpen={() => sendOpening({ type: 'OPEN' })}
      />

      <Box hidden={!isOpen}>
        <Box position="fixed" inset="0" bg="blackAlpha.600" zIndex="overlay" data-testid="drawer-backdrop" />
        <Flex
          ref={panelRef}
          id={drawerId}
          role="dialog"
          aria-modal="true"
          aria-label="Menu"
          onKeyDown={keepFocusInside}
          direction="column"
          position="fixed"
          top="0"
          right="0"
          height="100dvh"
          width="min(320px, 85vw)"
          bg="white"
          boxShadow="xl"
          zIndex="modal"
          overflowY="auto"
          padding="5"
          gap="6"
        >
          <Flex justify="space-between" align="center">
            <Text fontWeight="bold" fontSize="lg">
              Menu
            </Text>
            <CloseButton aria-label="Close menu" onClick={() => send({ type: 'CLOSE' })} />
          </Flex>
          <Box as="nav" aria-label="Main">
            <Stack as="ul" listStyleType="none" gap="1" margin="0" padding="0">
              {links.map((link) => {
                const active = isActiveLink(link.to, activePath);
                return (
                  <li key={link.to}>
                    <ChakraLink
                      asChild
                      display="block"
                      paddingX="3"
                      paddingY="2.5"
                      borderRadius="md"
                      fontWeight={active ? 'semibold' : 'medium'}
                      color={active ? 'brand.700' : 'gray.800'}
                      bg={active ? 'brand.50' : undefined}
                      _hover={{ bg: 'brand.50', textDecoration: 'none' }}
                    >
                      <RouterLink
                        to={link.to}
                        aria-current={active ? 'page' : undefined}
                        onClick={() => send({ type: 'NAVIGATED' })}
                      >
                        {link.label}
                      </RouterLink>
                    </ChakraLink>
                  </li>
                );
              })}
            </Stack>
          </Box>
          {extra && <Stack gap="3">{extra}</Stack>}
        </Flex>
      </Box>
    </>
  );
}
