// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { carouselPaths, slideCount, slideIntervalElapsed } from '../../../machines/testing/carousel.model';
import { timings } from '../../../shared/constants';
import { system } from '../../app/theme';
import { HeroCarousel, type HeroSlide } from './HeroCarousel';

const slides: HeroSlide[] = Array.from({ length: slideCount }, (_, index) => ({
  id: `slide-${index + 1}`,
  title: `Title ${index + 1}`,
  description: `Description ${index + 1}`,
  backgroundImage: 'linear-gradient(135deg, #c8102e, #44050f)',
  image:
    index % 2 === 0 ? (
      <svg aria-hidden="true" data-testid={`art-${index + 1}`} />
    ) : (
      `/art/slide-${index + 1}.svg`
    ),
}));

function renderCarousel() {
  render(
    <ChakraProvider value={system}>
      <HeroCarousel slides={slides} />
    </ChakraProvider>,
  );
  return screen.getByRole('region');
}

/** A slide shown: the others stay laid out (so the hero keeps its height) but are hidden and inert. */
const isShown = (group: HTMLElement) => group.getAttribute('aria-hidden') !== 'true' && !group.inert;

/** The slide a visitor sees: exactly one, checked through the DOM, the dots and the label. */
function expectShowing(index: number) {
  const groups = screen.getAllByRole('group', { hidden: true });
  expect(groups).toHaveLength(slideCount);
  const visible = groups.filter(isShown);
  expect(visible).toHaveLength(1);
  expect(visible[0]).toHaveAttribute('aria-label', `${index + 1} of ${slideCount}`);
  expect(within(visible[0]).getByRole('heading')).toHaveTextContent(`Title ${index + 1}`);
  for (let dot = 0; dot < slideCount; dot++) {
    const button = screen.getByRole('button', { name: `Go to slide ${dot + 1}` });
    if (dot === index) expect(button).toHaveAttribute('aria-current', 'true');
    else expect(button).not.toHaveAttribute('aria-current');
  }
}

const currentIndex = () => screen.getAllByRole('group', { hidden: true }).findIndex(isShown);

describe('HeroCarousel (carousel model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const paths = carouselPaths();

  paths.forEach((path, pathNumber) => {
    // Half the paths pause by hovering, half by touching.
    const byTouch = pathNumber % 2 === 1;
    it(`${path.description}${byTouch ? ' (touch)' : ' (hover)'}`, async () => {
      const region = renderCarousel();
      expect(region).toHaveAttribute('aria-roledescription', 'carousel');
      const live = () => region.querySelector('[aria-live]');
      await path.test({
        states: {
          playing: (state) => {
            expectShowing(state.context.index);
            expect(live()).toHaveAttribute('aria-live', 'off');
            act(() => vi.advanceTimersByTime(timings.heroSlideMs - 1));
            expectShowing(state.context.index);
          },
          paused: (state) => {
            expectShowing(state.context.index);
            expect(live()).toHaveAttribute('aria-live', 'polite');
            act(() => vi.advanceTimersByTime(timings.heroSlideMs * 3));
            expectShowing(state.context.index);
          },
        },
        events: {
          NEXT() {
            fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
          },
          PREV() {
            fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
          },
          GO_TO({ event }) {
            const { index } = event as unknown as { index: number };
            fireEvent.click(screen.getByRole('button', { name: `Go to slide ${index + 1}` }));
          },
          PAUSE() {
            if (byTouch) fireEvent.touchStart(region);
            else fireEvent.mouseEnter(region);
          },
          RESUME() {
            if (byTouch) fireEvent.touchEnd(region);
            else fireEvent.mouseLeave(region);
          },
          [slideIntervalElapsed]() {
            act(() => vi.advanceTimersByTime(1));
          },
        },
      });
    });
  });

  it('pauses while keyboard focus is inside and resumes when it leaves', () => {
    renderCarousel();
    const next = screen.getByRole('button', { name: 'Next slide' });
    act(() => next.focus());
    act(() => vi.advanceTimersByTime(timings.heroSlideMs * 2));
    expect(currentIndex()).toBe(0);
    act(() => next.blur());
    act(() => vi.advanceTimersByTime(timings.heroSlideMs));
    expect(currentIndex()).toBe(1);
  });

  it('renders each slide art: an image URL as a decorative img, a node as it is', () => {
    renderCarousel();
    const groups = screen.getAllByRole('group', { hidden: true });
    expect(within(groups[0]).getByTestId('art-1')).toBeInTheDocument();
    // A slide's image file is fetched when the slide is first shown.
    expect(groups[1].querySelector('img')).toBeNull();
    act(() => screen.getByRole('button', { name: 'Go to slide 2' }).click());
    const img = groups[1].querySelector('img');
    expect(img).toHaveAttribute('src', '/art/slide-2.svg');
    expect(img).toHaveAttribute('alt', '');
    expect(groups[0].getAttribute('style')).toContain('linear-gradient');
  });
});
