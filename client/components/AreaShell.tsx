import { Box, chakra, Flex, HStack, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { productName } from '../app/brand';
import { belowNavBreakpoint as phone } from '../app/theme';
import type { AreaNavLink } from './area-nav-link';
import { BottomBar, bottomBarHeight } from './BottomBar';
import { focusTarget } from './focus-target';
import { Logo } from './Logo';
import { navLinkLook, stickyTopBar } from './nav-looks';
import { SkipLink } from './SkipLink';

export type AreaShellProps = {
  /** Names the navigation landmark for screen readers, e.g. 'Student area'. */
  navLabel: string;
  links: readonly AreaNavLink[];
  /** The top bar's right-hand side, e.g. a profile button. */
  topRight?: ReactNode;
  children: ReactNode;
};

const topBarHeight = { desktop: '72px', phone: '64px' };

const RouterNavLink = chakra(NavLink);

type IconNavLinkProps = { link: AreaNavLink; iconSize: number } & HTMLChakraProps<'a'>;

/** One of the area's links, its icon above or beside its label; marked (aria-current) while current. */
function IconNavLink({ link, iconSize, ...style }: IconNavLinkProps) {
  return (
    <RouterNavLink to={link.to} end={link.end} {...style}>
      <link.icon size={iconSize} aria-hidden />
      {link.label}
    </RouterNavLink>
  );
}

/**
 * The signed-in layout shared by the student and teacher areas: a top bar with the logo (to /) and a
 * slot on the right, a sidebar of links with the active one highlighted, and on a phone (below the
 * 820 px breakpoint, docs/behaviour.md#screens) a bottom bar with the same links instead of the sidebar.
 */
export function AreaShell({ navLabel, links, topRight, children }: AreaShellProps) {
  return (
    <Flex direction="column" minHeight="100dvh" bg="gray.50">
      <SkipLink targetId="area-main" />
      <Flex
        as="header"
        {...stickyTopBar}
        align="center"
        justify="space-between"
        gap="4"
        px={{ base: '4', md: '6' }}
        css={{ height: topBarHeight.desktop, [phone]: { height: topBarHeight.phone } }}
      >
        <Link to="/" aria-label={`${productName} home`}>
          <Logo size={36} />
        </Link>
        <HStack gap="2">{topRight}</HStack>
      </Flex>

      <Flex flex="1" minHeight="0">
        <Box
          as="nav"
          aria-label={navLabel}
          width="240px"
          flexShrink={0}
          bg="white"
          borderRightWidth="1px"
          py="4"
          px="3"
          css={{ [phone]: { display: 'none' } }}
        >
          <Flex as="ul" direction="column" gap="1" listStyleType="none">
            {links.map((link) => (
              <li key={link.to}>
                <IconNavLink
                  link={link}
                  iconSize={20}
                  display="flex"
                  alignItems="center"
                  gap="3"
                  px="3"
                  py="2.5"
                  {...navLinkLook}
                  focusRing="outside"
                />
              </li>
            ))}
          </Flex>
        </Box>

        <Box
          as="main"
          id="area-main"
          {...focusTarget}
          flex="1"
          minWidth="0"
          px={{ base: '4', md: '8' }}
          py={{ base: '5', md: '8' }}
          css={{ [phone]: { paddingBottom: `calc(${bottomBarHeight} + 1.5rem)` } }}
        >
          {children}
        </Box>
      </Flex>

      <BottomBar navLabel={navLabel} links={links} />
    </Flex>
  );
}
