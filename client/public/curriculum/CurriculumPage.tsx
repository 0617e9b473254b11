import { Box, Card, Container, Heading, List, SimpleGrid, Stack } from '@chakra-ui/react';
import { usePageTitle } from '../../app/usePageTitle';
import { PageIntro } from '../../components/PageIntro';
import { curriculum } from './curriculum-topics';

/** Maths, Physics and Chemistry topic lists for Classes 7 to 10. */
export default function CurriculumPage() {
  usePageTitle('Curriculum');
  return (
    <>
      <PageIntro eyebrow="Curriculum" title="Olympiad and JEE foundations, Classes 7 to 10">
        The school syllabus, taught to the depth competitive exams expect. Each year adds Olympiad problem
        sets to the core topics, and Class 10 closes with a bridge into JEE preparation.
      </PageIntro>
      <Container maxW="6xl" py={{ base: '10', md: '14' }}>
        <Stack gap="14">
          {curriculum.map((subject) => (
            <Box as="section" key={subject.subject} aria-labelledby={`subject-${subject.subject}`}>
              <Heading as="h2" id={`subject-${subject.subject}`} size="2xl" color="brand.fg">
                {subject.subject}
              </Heading>
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5" mt="6">
                {subject.classes.map((level) => (
                  <Card.Root key={level.grade} variant="outline">
                    <Card.Header>
                      <Heading as="h3" size="md">
                        {level.grade}
                      </Heading>
                    </Card.Header>
                    <Card.Body pt="3">
                      <List.Root gap="1.5" ps="4" color="gray.700" fontSize="sm">
                        {level.topics.map((topic) => (
                          <List.Item key={topic}>{topic}</List.Item>
                        ))}
                      </List.Root>
                    </Card.Body>
                  </Card.Root>
                ))}
              </SimpleGrid>
            </Box>
          ))}
        </Stack>
      </Container>
    </>
  );
}
