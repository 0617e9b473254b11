import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Every new path starts at the top of the page (docs/behaviour.md#routes-and-guards). The first
 * path is not a change: a visitor may have scrolled the prerendered page before it hydrated, and
 * the browser places a reloaded page itself.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
