import { Box, HStack, Text } from '@chakra-ui/react';
import { productName } from '../app/brand';

type LogoProps = {
  /** Height of the mark in pixels; the word mark scales with it. */
  size?: number;
  /** Show only the mark (the loading card has no room for the name). */
  markOnly?: boolean;
};

/** A red summit over a rising line: the "Shikhar" (summit) of the name. Decorative; the name is text. */
export function Logo({ size = 40, markOnly = false }: LogoProps) {
  return (
    <HStack gap="2.5" flexShrink={0}>
      <Box as="span" display="inline-flex" aria-hidden="true">
        <svg width={size} height={size} viewBox="0 0 48 48" role="presentation">
          <rect width="48" height="48" rx="12" fill="#c8102e" />
          <path d="M8 36 L20 16 L27 27 L31 21 L40 36 Z" fill="#fff" />
          <path d="M20 16 L23.5 21.8 L20.5 20 L17.6 20 Z" fill="#fdecee" />
          <circle cx="35" cy="13" r="3.2" fill="#fff" />
        </svg>
      </Box>
      {!markOnly && (
        <Text as="span" fontWeight="800" fontSize={`${Math.round(size * 0.45)}px`} letterSpacing="-0.02em">
          {productName}
        </Text>
      )}
    </HStack>
  );
}
