import { Card, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { GraduationCap, Stethoscope } from 'lucide-react';
import { messages } from '../../../shared/messages';
import { usePageTitle } from '../../app/usePageTitle';
import { CardLinkFooter } from '../../components/CardLinkFooter';
import { PageIntro } from '../../components/PageIntro';

const choices = [
  {
    to: '/apply-demo',
    icon: GraduationCap,
    title: 'Classes 7 to 10',
    detail:
      'Foundational and Express programmes for Olympiads and JEE. Starts with the free orientation week.',
    action: 'Apply for Classes 7 to 10',
  },
  {
    to: '/apply-neet',
    icon: Stethoscope,
    title: 'Free NEET programme',
    detail: 'For 12th-class girls studying in government institutions. Completely free.',
    action: 'Apply for Free NEET',
  },
];

/** The two ways to apply. */
export default function ApplyNowPage() {
  usePageTitle('Apply');
  return (
    <>
      <PageIntro eyebrow="Apply" title="Which programme are you applying for?">
        Applications take about five minutes. {messages.admissions.nextStep}
      </PageIntro>
      <Container maxW="4xl" py={{ base: '10', md: '14' }}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {choices.map((choice) => (
            <Card.Root key={choice.to} variant="outline">
              <Card.Body gap="3">
                <choice.icon size={32} color="#c8102e" aria-hidden="true" />
                <Heading as="h2" size="xl">
                  {choice.title}
                </Heading>
                <Text color="gray.700">{choice.detail}</Text>
              </Card.Body>
              <CardLinkFooter to={choice.to} size="lg">
                {choice.action}
              </CardLinkFooter>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
