import { carouselMachine } from '../carousel.machine';
import { afterEventType, modelFor, transitionPaths } from './test-model';

/** The event XState raises when a slide's 5 seconds are up. */
export const slideIntervalElapsed = afterEventType('carousel.playing', 'slideInterval');

export const slideCount = 5;

const options = {
  input: { count: slideCount },
  events: [
    { type: 'NEXT' },
    { type: 'PREV' },
    { type: 'GO_TO', index: 3 },
    { type: 'GO_TO', index: 0 },
    { type: 'PAUSE' },
    { type: 'RESUME' },
    { type: slideIntervalElapsed },
  ],
  serializeState: (snapshot: { value: unknown; context: { index: number } }) =>
    JSON.stringify([snapshot.value, snapshot.context.index]),
};

export const carouselModel = () => modelFor(carouselMachine, options);

/** A path to the start and one per transition from every (state, slide) pair: 1 + 5 x 6 + 5 x 5. */
export const carouselPaths = () => transitionPaths(carouselMachine, options);
