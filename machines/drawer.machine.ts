import { setup } from 'xstate';
import { layout } from '../shared/constants';

/**
 * The public site's side drawer below 820 px (docs/behaviour.md#screens).
 *
 *   closed --OPEN | TOGGLE--> open
 *   open --CLOSE | TOGGLE | CLICK_OUTSIDE | NAVIGATED--> closed
 *   open --RESIZED { width >= 820 }--> closed      (the top bar shows the links again)
 *
 * While open the page does not scroll: `lockScroll` on entry, `unlockScroll` on exit, both
 * injected (the component toggles document.body's overflow, and unlocks on unmount too).
 */

export type DrawerEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'TOGGLE' }
  | { type: 'CLICK_OUTSIDE' }
  | { type: 'NAVIGATED' }
  | { type: 'RESIZED'; width: number };

/** Widths from here up have no drawer. */
export const isDesktopWidth = (width: number) => width >= layout.mobileBreakpointPx;

export const drawerMachine = setup({
  types: {
    events: {} as DrawerEvent,
  },
  actions: {
    lockScroll: () => {},
    unlockScroll: () => {},
  },
  guards: {
    isDesktopWidth: (_, params: { width: number }) => isDesktopWidth(params.width),
  },
}).createMachine({
  id: 'drawer',
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: 'open', TOGGLE: 'open' },
    },
    open: {
      entry: 'lockScroll',
      exit: 'unlockScroll',
      on: {
        CLOSE: 'closed',
        TOGGLE: 'closed',
        CLICK_OUTSIDE: 'closed',
        NAVIGATED: 'closed',
        RESIZED: {
          guard: { type: 'isDesktopWidth', params: ({ event }) => ({ width: event.width }) },
          target: 'closed',
        },
      },
    },
  },
});
