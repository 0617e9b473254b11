import type { FormEvent } from 'react';

/** The submit handler of a form the app sends itself: `action` runs instead of the browser's page load. */
export function submitInPlace(action: () => void) {
  return (event: FormEvent) => {
    event.preventDefault();
    action();
  };
}
