import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingCard } from '../components/LoadingCard';
import { ScrollToTop } from './ScrollToTop';

/** Wraps every route: scroll to top on path change, and the loading card while a screen's code loads. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<LoadingCard />}>
        <Outlet />
      </Suspense>
    </>
  );
}
