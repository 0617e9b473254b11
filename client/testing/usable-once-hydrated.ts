import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A control of a HydratedForm once the form is usable: it stays disabled until the page has
 * hydrated, and a click or a keystroke before that is lost, as it would be in a browser. In a busy
 * test run the first render can find the control before that moment.
 */
export async function usableOnceHydrated<Control extends HTMLElement>(control: Control): Promise<Control> {
  await waitFor(() => expect(control).toBeEnabled());
  return control;
}
