import { Box, chakra, Flex, type HTMLChakraProps } from '@chakra-ui/react';
import { Ellipsis } from 'lucide-react';
import { type FocusEvent, useEffect, useId, useRef, useState } from 'react';
import { matchPath, NavLink, useLocation } from 'react-router';
import { fromNavBreakpoint as wide } from '../app/theme';
import type { AreaNavLink } from './area-nav-link';
import { currentNavLink } from './nav-looks';

/** Five items fit a 390 px phone with room for their labels; an area with more puts the rest under More. */
const maxItems = 5;

export const bottomBarHeight = '64px';

const RouterNavLink = chakra(NavLink);

/** The look of an item of the bar: its icon above its label, the whole cell a target. */
const itemLook = {
  height: '100%',
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1',
  px: '1',
  fontSize: 'xs',
  fontWeight: 'medium',
  color: 'gray.600',
  whiteSpace: 'nowrap',
  focusRing: 'inside',
} as const satisfies HTMLChakraProps<'a'>;

const isCurrent = (link: AreaNavLink, pathname: string) =>
  matchPath({ path: link.to, end: link.end ?? false }, pathname) !== null;

/**
 * The links that do not fit the bar, behind a More button: a disclosure (its state told by
 * aria-expanded) whose list follows the button, so Tab reaches the links; Escape, a tap elsewhere
 * or leaving it by keyboard closes it.
 */
function MoreLinks({ links }: { links: readonly AreaNavLink[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  const { pathname } = useLocation();
  const holdsCurrent = links.some((link) => isCurrent(link, pathname));

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <chakra.li ref={itemRef} flex="1" minWidth="0" position="relative" onBlur={closeWhenFocusLeaves}>
      <chakra.button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
        cursor="pointer"
        {...itemLook}
        {...(holdsCurrent || open ? currentNavLink : {})}
      >
        <Ellipsis size={22} aria-hidden />
        More
      </chakra.button>
      <Box
        as="ul"
        id={listId}
        hidden={!open}
        position="absolute"
        bottom="calc(100% + 0.5rem)"
        right="0"
        minWidth="12rem"
        py="1"
        bg="white"
        borderWidth="1px"
        borderRadius="md"
        boxShadow="lg"
        listStyleType="none"
      >
        {links.map((link) => (
          <li key={link.to}>
            <RouterNavLink
              to={link.to}
              end={link.end}
              display="flex"
              alignItems="center"
              gap="3"
              px="4"
              minHeight="11"
              fontWeight="medium"
              color="gray.700"
              _hover={{ bg: 'gray.100' }}
              _currentPage={currentNavLink}
              focusRing="inside"
              onClick={() => setOpen(false)}
            >
              <link.icon size={20} aria-hidden />
              {link.label}
            </RouterNavLink>
          </li>
        ))}
      </Box>
    </chakra.li>
  );
}

/** The area's links at the foot of a phone's screen, in place of the sidebar. */
export function BottomBar({ navLabel, links }: { navLabel: string; links: readonly AreaNavLink[] }) {
  const fits = links.length <= maxItems;
  const shown = fits ? links : links.slice(0, maxItems - 1);
  const rest = fits ? [] : links.slice(maxItems - 1);
  return (
    <Box
      as="nav"
      aria-label={navLabel}
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      bg="white"
      borderTopWidth="1px"
      px="2"
      css={{ height: bottomBarHeight, [wide]: { display: 'none' } }}
    >
      <Flex as="ul" height="100%" gap="1" listStyleType="none">
        {shown.map((link) => (
          <Box as="li" key={link.to} flex="1" minWidth="0">
            <RouterNavLink to={link.to} end={link.end} {...itemLook} _currentPage={currentNavLink}>
              <link.icon size={22} aria-hidden />
              {link.label}
            </RouterNavLink>
          </Box>
        ))}
        {rest.length > 0 && <MoreLinks links={rest} />}
      </Flex>
    </Box>
  );
}
