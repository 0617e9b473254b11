import { Flex } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { focusTarget } from '../components/focus-target';
import { LoadingCard } from '../components/LoadingCard';
import { SkipLink } from '../components/SkipLink';
import { SiteFooter } from './SiteFooter';
import { StaticContent } from './StaticContent';
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
      <SkipLink targetId="content" />
      {/* Each part of the frame in a boundary of its own: React hydrates and commits them one by
          one, in short tasks, instead of the whole page in one. Nothing here suspends on the
          client once hydrated, so the fallbacks never show. */}
      <Suspense fallback={null}>
        <TopBar />
      </Suspense>
      <Flex as="main" id="content" {...focusTarget} direction="column" flex="1">
        {/* Inside the frame, so the top bar and footer stay put while a screen's code loads. */}
        <Suspense fallback={<LoadingCard />}>
          <Outlet />
          <HydratedMark />
        </Suspense>
      </Flex>
      <Suspense fallback={null}>
        <StaticContent name="site-footer">
          <SiteFooter />
        </StaticContent>
      </Suspense>
    </Flex>
  );
}
