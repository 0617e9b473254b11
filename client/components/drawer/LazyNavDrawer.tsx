import { lazy, Suspense, useState } from 'react';
import { MenuButton } from './MenuButton';
import type { NavDrawerProps } from './NavDrawer';

const NavDrawer = lazy(() => import('./NavDrawer').then((module) => ({ default: module.NavDrawer })));

/**
 * The drawer's code (and XState's) loads on the first press of Menu, not with the page: most
 * visitors never open it, and a public page's first load is kept small (tests/build/js-budget.test.ts).
 * The button looks and answers the same before; the drawer then opens at once.
 */
export function LazyNavDrawer(props: NavDrawerProps) {
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  const placeholder = <MenuButton open={false} onToggle={want} onOpen={want} />;
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NavDrawer {...props} openOnMount />
    </Suspense>
  );
}
