import { Box, Card, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Atom, BookOpenCheck, ChartLine, ClipboardCheck, Users, Video } from 'lucide-react';
import { featureCards } from './home-content';

const featureArt = {
  users: Users,
  video: Video,
  atom: Atom,
  clipboard: ClipboardCheck,
  chart: ChartLine,
  book: BookOpenCheck,
} as const;

/** Six reasons families choose us, each a card with its own drawn badge. */
export function FeatureGrid() {
  return (
    <Box as="section" aria-labelledby="features-heading" py={{ base: '12', md: '20' }}>
      <Container maxW="6xl">
        <Heading as="h2" id="features-heading" size={{ base: '2xl', md: '3xl' }} textAlign="center">
          Small classes, serious thinking
        </Heading>
        <Text textAlign="center" color="gray.600" mt="3" maxW="2xl" mx="auto">
          Everything in the programme serves one goal: a student who can solve a problem they have never seen.
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" mt="10">
          {featureCards.map((feature) => {
            const Art = featureArt[feature.image];
            return (
              <Card.Root
                key={feature.title}
                variant="outline"
                _hover={{ boxShadow: 'md' }}
                transition="box-shadow 0.2s"
              >
                <Card.Body gap="3">
                  <Box
                    aria-hidden="true"
                    display="inline-flex"
                    alignItems="center"
                    justifyContent="center"
                    boxSize="12"
                    rounded="xl"
                    bg="brand.subtle"
                    color="brand.solid"
                  >
                    <Art size={26} />
                  </Box>
                  <Heading as="h3" size="md">
                    {feature.title}
                  </Heading>
                  <Text color="gray.600">{feature.detail}</Text>
                </Card.Body>
              </Card.Root>
            );
          })}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
