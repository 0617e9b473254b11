import { lazy, Suspense, startTransition, useEffect, useState } from 'react';

// The toast machinery (zag's toast store and machines) would be in every
// page's first load, yet most visitors never see a toast: it loads with the first screen that can
// raise one (notify.tsx).
const Toaster = lazy(() => import('./notify').then((module) => ({ default: module.Toaster })));

let needed = false;
const listeners = new Set<() => void>();

/** Called by notify.tsx when it loads: from then on the toaster is mounted. */
export function mountToaster() {
  if (needed) return;
  needed = true;
  for (const listener of listeners) listener();
}

/** The app's toaster, mounted once a screen that can raise toasts has loaded; nothing before. */
export function DeferredToaster() {
  const [isNeeded, setNeeded] = useState(false);
  useEffect(() => {
    // At transition priority: an urgent update while the page hydrates would make React finish
    // hydrating it in one long, blocking task.
    const show = () => startTransition(() => setNeeded(true));
    if (needed) show();
    listeners.add(show);
    return () => {
      listeners.delete(show);
    };
  }, []);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
