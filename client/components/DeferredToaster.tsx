import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { whenToasterNeeded } from './toaster-demand';

// The toast machinery (zag's toast store and machines) would be in every
// page's first load, yet most visitors never see a toast: it loads with the first screen that can
// raise one (notify.tsx).
const Toaster = lazy(() => import('./notify').then((module) => ({ default: module.Toaster })));

/** The app's toaster, mounted once a screen that can raise toasts has loaded; nothing before. */
export function DeferredToaster() {
  const [isNeeded, setNeeded] = useState(false);
  useEffect(() => {
    // At transition priority: an urgent update while the page hydrates would make React finish
    // hydrating it in one long, blocking task.
    return whenToasterNeeded(() => startTransition(() => setNeeded(true)));
  }, []);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
