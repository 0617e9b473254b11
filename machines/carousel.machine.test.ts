import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { timings } from '../shared/constants';
import { type CarouselEvent, carouselMachine, wrapIndex } from './carousel.machine';
import { carouselModel, carouselPaths, slideCount, slideIntervalElapsed } from './testing/carousel.model';
import { edgesOfModel, edgesWalked, leafStateKeys } from './testing/test-model';

describe('carousel machine (model-based)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const paths = carouselPaths();

  it('takes every transition from every slide in both states', () => {
    expect(leafStateKeys(carouselMachine).sort()).toEqual(['paused', 'playing']);
    // The initial state, then 5 slides x 6 ways out while playing + 5 x 5 while paused.
    expect(paths).toHaveLength(56);
    const serialize = (state: { value: unknown; context: { index: number } }) =>
      JSON.stringify([state.value, state.context.index]);
    const reached = new Set(paths.map((path) => serialize(path.state)));
    expect(reached.size).toBe(slideCount * 2);
    expect(edgesWalked(paths)).toEqual(edgesOfModel(carouselModel()));
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(carouselMachine, { input: { count: slideCount } }).start();
      const expectSlide = (index: number) => expect(actor.getSnapshot().context.index).toBe(index);
      await path.test({
        states: {
          playing: (state) => {
            expect(actor.getSnapshot().value).toBe('playing');
            expectSlide(state.context.index);
            // Still the same slide a moment before the 5 s are up.
            vi.advanceTimersByTime(timings.heroSlideMs - 1);
            expectSlide(state.context.index);
          },
          paused: (state) => {
            expect(actor.getSnapshot().value).toBe('paused');
            expectSlide(state.context.index);
            vi.advanceTimersByTime(timings.heroSlideMs * 3);
            expectSlide(state.context.index);
          },
        },
        events: {
          NEXT() {
            actor.send({ type: 'NEXT' });
          },
          PREV() {
            actor.send({ type: 'PREV' });
          },
          GO_TO({ event }) {
            actor.send(event as CarouselEvent);
          },
          PAUSE() {
            actor.send({ type: 'PAUSE' });
          },
          RESUME() {
            actor.send({ type: 'RESUME' });
          },
          [slideIntervalElapsed]() {
            vi.advanceTimersByTime(1);
          },
        },
      });
      actor.stop();
    });
  }

  it('restarts the 5 s after a manual move while playing', () => {
    const actor = createActor(carouselMachine, { input: { count: slideCount } }).start();
    vi.advanceTimersByTime(4000);
    actor.send({ type: 'GO_TO', index: 2 });
    vi.advanceTimersByTime(4000);
    expect(actor.getSnapshot().context.index).toBe(2);
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().context.index).toBe(3);
  });

  it('stays still with a single slide', () => {
    const actor = createActor(carouselMachine, { input: { count: 1 } }).start();
    vi.advanceTimersByTime(timings.heroSlideMs * 4);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('wraps in both directions', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(7, 5)).toBe(2);
  });
});
