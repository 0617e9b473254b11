import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { messages } from '../../shared/messages';

/** The red call-to-action band that closes the home page: the free orientation week and Apply Now. */
export function ClosingBanner() {
  return (
    <Box as="section" aria-labelledby="closing-banner-heading" bg="brand.600" color="white">
      <Container maxW="6xl" py={{ base: '12', md: '16' }}>
        <Stack
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          align={{ md: 'center' }}
          gap="6"
        >
          <Box>
            <Heading as="h2" id="closing-banner-heading" size={{ base: '2xl', md: '3xl' }}>
              {messages.site.closingBanner}
            </Heading>
            <Text mt="3" maxW="2xl" color="white">
              Start with a free 1-week orientation: live classes, real assignments and personal feedback,
              before you decide anything.
            </Text>
          </Box>
          <Button asChild size="lg" bg="white" color="brand.700" _hover={{ bg: 'brand.50' }} flexShrink={0}>
            <RouterLink to="/apply-now">{messages.site.applyNow}</RouterLink>
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
