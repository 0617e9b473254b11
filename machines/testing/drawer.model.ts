import { layout } from '../../shared/constants';
import { drawerMachine } from '../drawer.machine';
import { transitionPaths } from './test-model';

export const desktopWidth = layout.mobileBreakpointPx;
export const phoneWidth = 390;

/** One path per drawer transition (the guarded resize both ways), plus the start. */
export const drawerPaths = () =>
  transitionPaths(drawerMachine, {
    events: [
      { type: 'OPEN' },
      { type: 'TOGGLE' },
      { type: 'CLOSE' },
      { type: 'CLICK_OUTSIDE' },
      { type: 'NAVIGATED' },
      { type: 'RESIZED', width: desktopWidth },
      { type: 'RESIZED', width: phoneWidth },
    ],
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
  });
