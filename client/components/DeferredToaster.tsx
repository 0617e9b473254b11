import { lazy, Suspense, useSyncExternalStore } from 'react';

// The toast machinery (zag's toast store and machines) is a fifth of the shell's weight, and most
// visitors never see a toast: it loads with the first screen that can raise one (notify.tsx).
const Toaster = lazy(() => import('./notify').then((module) => ({ default: module.Toaster })));

let needed = false;
const listeners = new Set<() => void>();

/** Called by notify.tsx when it loads: from then on the toaster is mounted. */
export function mountToaster() {
  if (needed) return;
  needed = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The app's toaster, mounted once a screen that can raise toasts has loaded; nothing before. */
export function DeferredToaster() {
  const isNeeded = useSyncExternalStore(
    subscribe,
    () => needed,
    () => false,
  );
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
