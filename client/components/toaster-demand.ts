/**
 * Whether a screen that can raise toasts has loaded. notify.tsx says so when it loads, and the
 * deferred toaster listens, so neither of the two modules imports the other.
 */
let needed = false;
const listeners = new Set<() => void>();

/** Called by notify.tsx when it loads: from then on the toaster is mounted. */
export function mountToaster() {
  if (needed) return;
  needed = true;
  for (const listener of listeners) listener();
}

/** Calls `listener` once the toaster is needed (at once if it already is); returns the unsubscribe. */
export function whenToasterNeeded(listener: () => void) {
  if (needed) listener();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
