import { Box, Card, Container, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { usePageTitle } from '../../app/usePageTitle';
import { ClosingBanner } from '../../components/ClosingBanner';
import { PageIntro } from '../../components/PageIntro';

const values = [
  {
    title: 'Understanding before speed',
    detail:
      'We never teach a shortcut before the idea behind it. Speed comes later, and it lasts because it rests on understanding.',
  },
  {
    title: 'Every student is seen',
    detail:
      'With at most 15 students in a batch, nobody hides at the back. Teachers call on everyone and follow up on every missed answer.',
  },
  {
    title: 'Honest feedback',
    detail:
      'Marks alone teach little. Each assignment comes back with comments on method, so students know exactly what to fix.',
  },
  {
    title: 'Parents as partners',
    detail:
      'Regular progress reports and a direct line to the mentor keep families informed without adding pressure at home.',
  },
];

const methodology = [
  'Three live classes a week on fixed days: concept, guided practice, then a problem-solving session.',
  'A weekly assignment after every topic, returned with written feedback within three days.',
  'A short test every fortnight and a longer review test at the end of each unit.',
  'Doubt-clearing in the last 15 minutes of each class, while the topic is still fresh.',
  'Progress reports for parents covering attendance, homework completion and test trends.',
  'One fixed intake a year and no mid-year entries, so a batch moves through the syllabus together.',
];

/** Mission, values and methodology: why families choose the programme. */
export default function WhyUsPage() {
  usePageTitle('Why us');
  return (
    <>
      <PageIntro eyebrow="Why us" title="Our mission: raise thinkers, not test-takers">
        We teach a small number of motivated students (about 90 selected nationwide) to reason through
        Mathematics, Physics and Chemistry the way Olympiad and JEE problems demand. The programme runs for 2+
        years, on a curriculum we have refined over 6 years of live teaching.
      </PageIntro>
      <Box as="section" aria-labelledby="values-heading" py={{ base: '12', md: '16' }}>
        <Container maxW="6xl">
          <Heading as="h2" id="values-heading" size="2xl">
            What we value
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" mt="8">
            {values.map((value) => (
              <Card.Root key={value.title} variant="subtle" bg="brand.subtle">
                <Card.Body gap="2">
                  <Heading as="h3" size="lg" color="brand.fg">
                    {value.title}
                  </Heading>
                  <Text color="gray.700">{value.detail}</Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Container>
      </Box>
      <Box as="section" aria-labelledby="method-heading" bg="gray.50" py={{ base: '12', md: '16' }}>
        <Container maxW="6xl">
          <Stack direction={{ base: 'column', lg: 'row' }} gap="10">
            <Box flex="1">
              <Heading as="h2" id="method-heading" size="2xl">
                How we teach
              </Heading>
              <Text mt="4" color="gray.700">
                Every week follows the same dependable rhythm. Students always know what comes next, and
                teachers can see within days when a concept has not landed.
              </Text>
            </Box>
            <List.Root as="ol" flex="2" gap="3" ps="5">
              {methodology.map((step) => (
                <List.Item key={step} color="gray.800">
                  {step}
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        </Container>
      </Box>
      <ClosingBanner />
    </>
  );
}
