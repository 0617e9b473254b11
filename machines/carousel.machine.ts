import { assign, setup } from 'xstate';
import { timings } from '../shared/constants';

/**
 * The home page's hero carousel (docs/behaviour.md#screens: 5000 ms per slide).
 *
 *   playing --after slideInterval--> playing (next slide, wrapping)
 *   playing --PAUSE--> paused --RESUME--> playing     (hover or touch on the carousel)
 *   NEXT / PREV / GO_TO { index }: in either state; while playing they restart the 5 s, so a
 *   slide a visitor picked gets its full time.
 */

export type CarouselInput = { count: number };

export type CarouselEvent =
  | { type: 'NEXT' }
  | { type: 'PREV' }
  | { type: 'GO_TO'; index: number }
  | { type: 'PAUSE' }
  | { type: 'RESUME' };

/** `index` moved by `step`, wrapping around `count` slides. */
export const wrapIndex = (index: number, count: number) => ((index % count) + count) % count;

export const carouselMachine = setup({
  types: {
    input: {} as CarouselInput,
    context: {} as { index: number; count: number },
    events: {} as CarouselEvent,
  },
  actions: {
    showNext: assign({ index: ({ context }) => wrapIndex(context.index + 1, context.count) }),
    showPrevious: assign({ index: ({ context }) => wrapIndex(context.index - 1, context.count) }),
    show: assign({
      index: ({ context }, params: { index: number }) => wrapIndex(params.index, context.count),
    }),
  },
  delays: {
    slideInterval: timings.heroSlideMs,
  },
  guards: {
    hasSeveralSlides: ({ context }) => context.count > 1,
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({ index: 0, count: Math.max(1, input.count) }),
  initial: 'playing',
  states: {
    playing: {
      after: {
        slideInterval: { guard: 'hasSeveralSlides', target: 'playing', reenter: true, actions: 'showNext' },
      },
      on: {
        NEXT: { target: 'playing', reenter: true, actions: 'showNext' },
        PREV: { target: 'playing', reenter: true, actions: 'showPrevious' },
        GO_TO: {
          target: 'playing',
          reenter: true,
          actions: { type: 'show', params: ({ event }) => ({ index: event.index }) },
        },
        PAUSE: 'paused',
      },
    },
    paused: {
      on: {
        NEXT: { actions: 'showNext' },
        PREV: { actions: 'showPrevious' },
        GO_TO: { actions: { type: 'show', params: ({ event }) => ({ index: event.index }) } },
        RESUME: 'playing',
      },
    },
  },
});
