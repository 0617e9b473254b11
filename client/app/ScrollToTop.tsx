import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every new path starts at the top of the page (docs/behaviour.md#routes-and-guards). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger itself.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
