import { useSyncExternalStore } from 'react';
import { storageKeys } from '../../shared/constants';
// Types only: the schemas module (zod, the common-password list) stays out of the public pages.
import type { Role } from '../../shared/schemas/auth';

/** Where each role's own area starts (docs/behaviour.md#routes-and-guards). */
export const areaHome: Record<Role, '/dashboard' | '/teacher' | '/admin' | '/family'> = {
  student: '/dashboard',
  teacher: '/teacher',
  admin: '/admin',
  guardian: '/family',
};

/** The stored role of a signed-in user, read as RequireRole reads it; null when signed out. */
function storedRole(): Role | null {
  if (!localStorage.getItem(storageKeys.accessToken)) return null;
  const stored = localStorage.getItem(storageKeys.userRole);
  return stored && Object.hasOwn(areaHome, stored) ? (stored as Role) : null;
}

// Another tab signing in or out; this tab's own sign-in and sign-out leave the public pages.
function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * The home of the signed-in user's area, or null. Read from the browser's storage without loading
 * the session module; the prerendered page and its hydration see "signed out", and the link
 * follows right after, so the HTML never differs from what hydration draws first.
 */
export function useSignedInArea(): string | null {
  const signedIn = useSyncExternalStore(subscribe, storedRole, () => null);
  return signedIn ? areaHome[signedIn] : null;
}
