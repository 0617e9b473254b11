import { Box, Card, Container, Heading, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { messages } from '../../../shared/messages';
import { programHighlights } from './home-content';

/** The three programmes in brief; each whole card opens /OurProgrammes. */
export function ProgramHighlights() {
  return (
    <Box as="section" aria-labelledby="highlights-heading" bg="gray.50" py={{ base: '12', md: '20' }}>
      <Container maxW="6xl">
        <Heading as="h2" id="highlights-heading" size={{ base: '2xl', md: '3xl' }}>
          {messages.site.programHighlights}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" mt="8">
          {programHighlights.map((programme) => (
            <LinkBox as="article" key={programme.title}>
              <Card.Root
                height="full"
                borderTopWidth="4px"
                borderTopColor="brand.solid"
                _hover={{ boxShadow: 'lg' }}
              >
                <Card.Body gap="3">
                  <Heading as="h3" size="lg">
                    <LinkOverlay asChild>
                      <RouterLink to="/OurProgrammes">{programme.title}</RouterLink>
                    </LinkOverlay>
                  </Heading>
                  <Text color="gray.600">{programme.detail}</Text>
                  <Text
                    color="brand.fg"
                    fontWeight="semibold"
                    display="inline-flex"
                    alignItems="center"
                    gap="1"
                    mt="auto"
                  >
                    Read more <ArrowRight size={16} aria-hidden="true" />
                  </Text>
                </Card.Body>
              </Card.Root>
            </LinkBox>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
