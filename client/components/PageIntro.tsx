import { Box, Container, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type PageIntroProps = {
  /** A short label above the title, e.g. "Curriculum". */
  eyebrow: string;
  title: string;
  children?: ReactNode;
};

/** The opening band of an inner public page: eyebrow, the page's one h1, and a lead paragraph. */
export function PageIntro({ eyebrow, title, children }: PageIntroProps) {
  return (
    <Box
      bgGradient="to-br"
      gradientFrom="brand.50"
      gradientTo="white"
      borderBottomWidth="1px"
      borderColor="brand.100"
    >
      <Container maxW="6xl" py={{ base: '10', md: '16' }}>
        <Text
          color="brand.fg"
          fontWeight="bold"
          textTransform="uppercase"
          letterSpacing="wider"
          fontSize="sm"
        >
          {eyebrow}
        </Text>
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} mt="2" maxW="3xl">
          {title}
        </Heading>
        {children && (
          <Text mt="4" fontSize={{ base: 'md', md: 'lg' }} color="gray.700" maxW="3xl">
            {children}
          </Text>
        )}
      </Container>
    </Box>
  );
}
