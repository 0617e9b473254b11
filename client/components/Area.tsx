import { type ComponentType, startTransition, useEffect, useState } from 'react';
import { Route, Routes } from 'react-router';
import { AreaNotFound } from './AreaNotFound';
import { AreaShell, type AreaShellProps } from './AreaShell';

/** An area's pages by their path below the area's root; '' is the area's home page. */
export type AreaPages = Readonly<Record<string, ComponentType>>;

type AreaProps = Omit<AreaShellProps, 'children'> & { pages: AreaPages };

/**
 * False for the area's first render, then true in a transition: the shell (top bar, bell, links)
 * commits first and the page's screen in a commit of its own, so opening an area on a slow phone is
 * two shorter tasks rather than one long one, and the shell is on screen while the screen renders.
 */
function useScreenAfterShell(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown;
}

/** A signed-in area: its shell around the page the address names, or AreaNotFound when it names none. */
export function Area({ pages, ...shell }: AreaProps) {
  // An area's first link is its home page.
  const [home] = shell.links;
  const screenShown = useScreenAfterShell();
  return (
    <AreaShell {...shell}>
      {screenShown && (
        <Routes>
          {Object.entries(pages).map(([path, Page]) =>
            path === '' ? (
              <Route key={path} index element={<Page />} />
            ) : (
              <Route key={path} path={path} element={<Page />} />
            ),
          )}
          <Route path="*" element={<AreaNotFound home={home} />} />
        </Routes>
      )}
    </AreaShell>
  );
}
