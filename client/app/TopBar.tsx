import { Box, Button, Container, HStack, Link } from '@chakra-ui/react';
import { NavLink, Link as RouterLink, useLocation } from 'react-router';
import { layout } from '../../shared/constants';
import { isActiveLink } from '../components/drawer/active-link';
import { LazyNavDrawer } from '../components/drawer/LazyNavDrawer';
import { Logo } from '../components/Logo';
import { navLinkLook, stickyTopBar } from '../components/nav-looks';
import { productName } from './brand';
import { menuLinks } from './navigation';
import { useSignedInArea } from './signed-in-area';
import { belowNavBreakpoint, fromNavBreakpoint } from './theme';

/**
 * Login (Dashboard, to their own area, for a signed-in user) and Apply Now: in the bar on wide
 * screens, inside the drawer below 820 px; marked when current.
 */
function AccountActions() {
  const area = useSignedInArea();
  return (
    <>
      <Button
        asChild
        variant="outline"
        colorPalette="gray"
        _currentPage={{ bg: 'brand.subtle', color: 'brand.fg', borderColor: 'brand.solid' }}
      >
        {area ? <NavLink to={area}>Dashboard</NavLink> : <NavLink to="/login">Login</NavLink>}
      </Button>
      <Button asChild colorPalette="brand" _currentPage={{ bg: 'brand.700' }}>
        <NavLink to="/apply-now">Apply Now</NavLink>
      </Button>
    </>
  );
}

/**
 * The public top bar: logo, the six menu links with the current one highlighted, Login and Apply Now;
 * below 820 px the links and buttons move into the side drawer.
 */
export function TopBar() {
  const { pathname } = useLocation();
  return (
    <Box as="header" {...stickyTopBar} borderColor="gray.200">
      <Container
        maxW="7xl"
        display="flex"
        alignItems="center"
        justifyContent="space-between"
        gap="4"
        height={{ base: '70px', sm: '80px', lg: `${layout.navHeightDesktopPx}px` }}
      >
        <Link asChild aria-label={`${productName} home`} _hover={{ textDecoration: 'none' }}>
          <RouterLink to="/">
            <Logo />
          </RouterLink>
        </Link>
        <HStack as="nav" aria-label="Main" gap="1" css={{ [belowNavBreakpoint]: { display: 'none' } }}>
          {menuLinks.map((link) => (
            <Link key={link.to} asChild px="3" py="2" {...navLinkLook}>
              {/* The same rule as the drawer's: a link is current on its path and the paths below it. */}
              <RouterLink to={link.to} aria-current={isActiveLink(link.to, pathname) ? 'page' : undefined}>
                {link.label}
              </RouterLink>
            </Link>
          ))}
        </HStack>
        <HStack gap="2" css={{ [belowNavBreakpoint]: { display: 'none' } }}>
          <AccountActions />
        </HStack>
        <Box css={{ [fromNavBreakpoint]: { display: 'none' } }}>
          <LazyNavDrawer links={[...menuLinks]} extra={<AccountActions />} activePath={pathname} />
        </Box>
      </Container>
    </Box>
  );
}
