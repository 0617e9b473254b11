import { Flex, Link } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { LoadingCard } from '../components/LoadingCard';
import { SiteFooter } from './SiteFooter';
import { TopBar } from './TopBar';

/**
 * Marks the document once the screen has hydrated (its effects run then, not before): until then
 * the prerendered page shows but its widgets do not answer. Browser tests wait for the mark.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** The marketing site's frame: top bar, the screen, footer. */
export function PublicLayout() {
  return (
    <Flex direction="column" minH="100vh">
      {/* Keyboard users jump past the menu; the link shows only while focused. */}
      <Link
        href="#content"
        position="absolute"
        top="-100px"
        left="4"
        zIndex="skipNav"
        bg="white"
        px="4"
        py="2"
        rounded="md"
        boxShadow="md"
        _focusVisible={{ top: '4' }}
      >
        Skip to content
      </Link>
      <TopBar />
      <Flex as="main" id="content" tabIndex={-1} direction="column" flex="1" outline="none">
        {/* Inside the frame, so the top bar and footer stay put while a screen's code loads. */}
        <Suspense fallback={<LoadingCard />}>
          <Outlet />
          <HydratedMark />
        </Suspense>
      </Flex>
      <SiteFooter />
    </Flex>
  );
}
