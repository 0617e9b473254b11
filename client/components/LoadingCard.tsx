import { Box, Center } from '@chakra-ui/react';
import { timings } from '../../shared/constants';
import { Logo } from './Logo';

/** The product logo over an animated red blurred blob (240 x 300, 8 s loop); still when motion is reduced. */
export function LoadingCard() {
  return (
    <Center minH="60vh" py="10">
      <Box
        role="status"
        aria-label="Loading"
        position="relative"
        width="240px"
        height="300px"
        borderRadius="2xl"
        overflow="hidden"
        bg="white"
        boxShadow="lg"
      >
        <Box
          position="absolute"
          inset="15%"
          bg="brand.500"
          opacity="0.85"
          filter="blur(36px)"
          animation={`blobDrift ${timings.loadingBlobLoopMs}ms ease-in-out infinite`}
          _motionReduce={{ animation: 'none' }}
        />
        <Center position="absolute" inset="0">
          <Box bg="white" borderRadius="2xl" p="3" boxShadow="md">
            <Logo size={56} markOnly />
          </Box>
        </Center>
      </Box>
    </Center>
  );
}
