import { Badge, Box, Card, Container, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { programme } from '../../../shared/constants';
import { StaticContent } from '../../app/StaticContent';
import { usePageTitle } from '../../app/usePageTitle';
import { CardLinkFooter } from '../../components/CardLinkFooter';
import { PageIntro } from '../../components/PageIntro';

const programmes = [
  {
    id: 'foundational',
    name: 'Foundational',
    tag: 'Classes 7 to 10 · 2+ years',
    summary:
      'Our flagship programme. Students join in Class 7 or 8 and build the complete Olympiad and JEE foundation across Mathematics, Physics and Chemistry, at a pace that leaves room for school.',
    points: [
      `${programme.classesPerWeek} live classes a week, batches of at most ${programme.maxBatchSize}`,
      'Weekly assignments with written feedback',
      'Fortnightly tests and unit reviews',
      'Progress reports for parents each term',
    ],
    apply: { to: '/apply-demo?programme=foundational', label: 'Apply for Foundational' },
  },
  {
    id: 'express',
    name: 'Express',
    tag: 'Classes 9 and 10',
    summary:
      'The same depth, compressed for students who start in Class 9: the same three live classes a week at a faster pace, denser problem sets, and mock Olympiad papers that sharpen exam temperament.',
    points: [
      `${programme.classesPerWeek} live classes a week at a faster pace, batches of at most ${programme.maxBatchSize}`,
      'Mock Olympiad papers every month',
      'Class 10 bridge modules into JEE Mathematics and Physics',
      'One intake a year; no mid-year entries',
    ],
    apply: { to: '/apply-demo?programme=express', label: 'Apply for Express' },
  },
  {
    id: 'free-neet',
    name: 'Free NEET',
    tag: '12th-class girls · government institutions · free',
    summary:
      'A fully free NEET preparation programme for girls in Class 12 at government schools and colleges. Live Biology, Physics and Chemistry classes, study material and mock tests at no cost.',
    points: [
      'No fees at any stage, including study material',
      'Live evening classes that fit around school hours',
      'Full-length NEET mock tests with analysis',
      'Mentoring on exam strategy and counselling',
    ],
    apply: { to: '/apply-neet', label: 'Apply for Free NEET' },
  },
];

/** The three programmes: Foundational, Express and Free NEET. */
export default function ProgrammesPage() {
  usePageTitle('Our programmes');
  return (
    <StaticContent name="programmes">
      <PageIntro eyebrow="Our programmes" title="Three programmes, one standard of teaching">
        Every programme keeps the same promise: small live batches, teachers who know each student, and
        feedback on every piece of work. About {programme.studentsSelected} students are selected nationwide
        after a free orientation week.
      </PageIntro>
      <Container maxW="6xl" py={{ base: '10', md: '14' }}>
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
          {programmes.map((item) => (
            <Card.Root
              key={item.name}
              as="section"
              aria-labelledby={`programme-${item.id}`}
              variant="outline"
            >
              <Box h="2" bg="brand.solid" borderTopRadius="inherit" />
              <Card.Body gap="4">
                <Stack gap="2">
                  <Heading as="h2" id={`programme-${item.id}`} size="2xl">
                    {item.name}
                  </Heading>
                  <Badge alignSelf="start" colorPalette="brand" variant="subtle" whiteSpace="normal">
                    {item.tag}
                  </Badge>
                </Stack>
                <Text color="gray.700">{item.summary}</Text>
                <List.Root gap="1.5" ps="4" color="gray.700">
                  {item.points.map((point) => (
                    <List.Item key={point}>{point}</List.Item>
                  ))}
                </List.Root>
              </Card.Body>
              <CardLinkFooter to={item.apply.to}>{item.apply.label}</CardLinkFooter>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
    </StaticContent>
  );
}
