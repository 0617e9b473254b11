import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type DrawerEvent, drawerMachine, isDesktopWidth } from './drawer.machine';
import { drawerPaths } from './testing/drawer.model';
import { edgesWalked, leafStateKeys, testEachPath } from './testing/test-model';

function startDrawer() {
  const scroll = { locked: false, locks: 0, unlocks: 0 };
  const machine = drawerMachine.provide({
    actions: {
      lockScroll: () => {
        scroll.locked = true;
        scroll.locks += 1;
      },
      unlockScroll: () => {
        scroll.locked = false;
        scroll.unlocks += 1;
      },
    },
  });
  return { actor: createActor(machine).start(), scroll };
}

describe('drawer machine (model-based)', () => {
  const paths = drawerPaths();

  it('takes every transition, the guarded resize both ways', () => {
    expect(leafStateKeys(drawerMachine).sort()).toEqual(['closed', 'open']);
    expect(paths).toHaveLength(9);
    expect([...edgesWalked(paths)].sort()).toEqual(
      [
        '"closed" --{"type":"OPEN"}--> "open"',
        '"closed" --{"type":"TOGGLE"}--> "open"',
        '"open" --{"type":"CLOSE"}--> "closed"',
        '"open" --{"type":"TOGGLE"}--> "closed"',
        '"open" --{"type":"CLICK_OUTSIDE"}--> "closed"',
        '"open" --{"type":"NAVIGATED"}--> "closed"',
        '"open" --{"type":"RESIZED","width":820}--> "closed"',
      ].sort(),
    );
    // The phone-width resize is walked too, as a path that stays open.
    expect(
      paths.some((path) => JSON.stringify(path.steps.at(-1)?.event) === '{"type":"RESIZED","width":390}'),
    ).toBe(true);
  });

  testEachPath(paths, startDrawer, (drawer) => {
    let opened = 0;
    return {
      states: {
        closed: () => {
          expect(drawer.scroll).toEqual({ locked: false, locks: opened, unlocks: opened });
        },
        open: () => {
          expect(drawer.scroll).toEqual({ locked: true, locks: opened, unlocks: opened - 1 });
        },
      },
      events: {
        OPEN() {
          drawer.actor.send({ type: 'OPEN' });
          opened += 1;
        },
        TOGGLE() {
          const wasClosed = drawer.actor.getSnapshot().value === 'closed';
          drawer.actor.send({ type: 'TOGGLE' });
          if (wasClosed) opened += 1;
        },
        CLOSE() {
          drawer.actor.send({ type: 'CLOSE' });
        },
        CLICK_OUTSIDE() {
          drawer.actor.send({ type: 'CLICK_OUTSIDE' });
        },
        NAVIGATED() {
          drawer.actor.send({ type: 'NAVIGATED' });
        },
        RESIZED({ event }) {
          drawer.actor.send(event as DrawerEvent);
        },
      },
    };
  });

  it('takes 820 px and up as desktop', () => {
    expect(isDesktopWidth(819)).toBe(false);
    expect(isDesktopWidth(820)).toBe(true);
    expect(isDesktopWidth(1280)).toBe(true);
  });
});
