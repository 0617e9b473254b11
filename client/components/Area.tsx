import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { AreaNotFound } from './AreaNotFound';
import { AreaShell, type AreaShellProps } from './AreaShell';

/** An area's pages by their path below the area's root; '' is the area's home page. */
export type AreaPages = Readonly<Record<string, ComponentType>>;

type AreaProps = Omit<AreaShellProps, 'children'> & { pages: AreaPages };

/** A signed-in area: its shell around the page the address names, or AreaNotFound when it names none. */
export function Area({ pages, ...shell }: AreaProps) {
  // An area's first link is its home page.
  const [home] = shell.links;
  return (
    <AreaShell {...shell}>
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
    </AreaShell>
  );
}
