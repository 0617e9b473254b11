import { Box, chakra, Flex, Heading, HStack, IconButton, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type FocusEvent, type ReactNode, useState } from 'react';
import { carouselMachine } from '../../../machines/carousel.machine';

export type HeroSlide = {
  id: string | number;
  title: string;
  description: string;
  /** A CSS `background` value: a gradient, a colour, or an url(...) of our own art. */
  backgroundImage: string;
  /** The slide's picture: a React node (inline SVG) or the URL of square art (drawn at up to 420 px). */
  image: ReactNode | string;
};

export type HeroCarouselProps = {
  slides: HeroSlide[];
  /** The carousel's accessible name. */
  label?: string;
  /** The slide titles' heading level: h1 when the carousel opens the page. */
  titleAs?: 'h1' | 'h2';
};

type ArrowButtonProps = { label: string; onClick: () => void; children: ReactNode };

/** The previous and next slide buttons, white on the slide's art. */
function ArrowButton({ label, onClick, children }: ArrowButtonProps) {
  return (
    <IconButton
      aria-label={label}
      size="sm"
      variant="ghost"
      color="white"
      _hover={{ bg: 'whiteAlpha.300' }}
      onClick={onClick}
    >
      {children}
    </IconButton>
  );
}

/**
 * The home page's hero: one slide at a time, advancing every 5 s, paused while hovered, touched
 * or focused; arrows and dots move by hand (carouselMachine). Follows the WAI-ARIA carousel
 * pattern: announced politely only while paused, so rotation never talks over the visitor.
 */
export function HeroCarousel({ slides, label = 'Highlights', titleAs = 'h2' }: HeroCarouselProps) {
  const [snapshot, send] = useMachine(carouselMachine, { input: { count: slides.length } });
  const current = snapshot.context.index;
  const paused = snapshot.matches('paused');
  const count = slides.length;
  // Slides whose art has been fetched: the first up front, each other one when first shown.
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([current]));
  if (!seen.has(current)) setSeen(new Set(seen).add(current));

  const resumeWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) send({ type: 'RESUME' });
  };

  return (
    <Box
      as="section"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      position="relative"
      overflow="hidden"
      onMouseEnter={() => send({ type: 'PAUSE' })}
      onMouseLeave={() => send({ type: 'RESUME' })}
      onTouchStart={() => send({ type: 'PAUSE' })}
      onTouchEnd={() => send({ type: 'RESUME' })}
      onFocus={() => send({ type: 'PAUSE' })}
      onBlur={resumeWhenFocusLeaves}
    >
      {/*
        Every slide is laid out in the same grid cell and all but the current one are invisible, so
        the hero is as tall as its tallest slide at any width and never changes height.
      */}
      <Box aria-live={paused ? 'polite' : 'off'} display="grid">
        {slides.map((slide, index) => (
          <Flex
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            aria-hidden={index === current ? undefined : true}
            inert={index !== current}
            gridArea="1 / 1"
            visibility={index === current ? 'visible' : 'hidden'}
            direction={{ base: 'column', md: 'row' }}
            align="center"
            justify="space-between"
            gap={{ base: '6', md: '10' }}
            minHeight={{ base: '560px', md: '480px' }}
            paddingX={{ base: '5', md: '16' }}
            paddingTop={{ base: '10', md: '12' }}
            paddingBottom={{ base: '20', md: '16' }}
            color="white"
            style={{ background: slide.backgroundImage }}
          >
            <Box flex="1" maxWidth="xl">
              <Heading as={titleAs} fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1" fontWeight="bold">
                {slide.title}
              </Heading>
              <Text marginTop="4" fontSize={{ base: 'md', md: 'lg' }} opacity={0.92}>
                {slide.description}
              </Text>
            </Box>
            <Box
              flex="1"
              display="flex"
              justifyContent="center"
              width="100%"
              maxWidth={{ base: '280px', md: '420px' }}
            >
              {typeof slide.image === 'string' ? (
                // The art is square: its box is there before the file arrives, so nothing moves.
                <Box width="100%" aspectRatio="1">
                  {seen.has(index) && (
                    <chakra.img
                      src={slide.image}
                      alt=""
                      htmlWidth={400}
                      htmlHeight={400}
                      width="100%"
                      height="100%"
                    />
                  )}
                </Box>
              ) : (
                slide.image
              )}
            </Box>
          </Flex>
        ))}
      </Box>

      <HStack position="absolute" bottom="4" left="0" right="0" justify="center" gap="2">
        <ArrowButton label="Previous slide" onClick={() => send({ type: 'PREV' })}>
          <ChevronLeft />
        </ArrowButton>
        {slides.map((slide, index) => (
          <chakra.button
            key={slide.id}
            type="button"
            aria-label={`Go to slide ${index + 1}`}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => send({ type: 'GO_TO', index })}
            width="6"
            height="6"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            borderRadius="full"
            cursor="pointer"
            _focusVisible={{ outline: '2px solid white', outlineOffset: '1px' }}
          >
            <Box
              as="span"
              width={index === current ? '6' : '2.5'}
              height="2.5"
              borderRadius="full"
              bg={index === current ? 'white' : 'whiteAlpha.600'}
              transition="width 0.2s"
            />
          </chakra.button>
        ))}
        <ArrowButton label="Next slide" onClick={() => send({ type: 'NEXT' })}>
          <ChevronRight />
        </ArrowButton>
      </HStack>
    </Box>
  );
}
