import { Alert, Box, Container, Link } from '@chakra-ui/react';
import { layout } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { contact } from '../../app/brand';
import { usePageTitle } from '../../app/usePageTitle';
import { PageIntro } from '../../components/PageIntro';

/**
 * The hosted application forms; each address is configured at build time (see .env.example) and
 * read when the page renders.
 */
const forms = {
  demo: {
    url: (): string | undefined => import.meta.env.VITE_APPLY_DEMO_FORM_URL,
    eyebrow: 'Apply · Classes 7 to 10',
    title: 'Application for the Foundational and Express programmes',
    lead: 'For students of Classes 7 to 10. Selected applicants are invited to the free 1-week orientation.',
    frameTitle: 'Application form for Classes 7 to 10',
  },
  neet: {
    url: (): string | undefined => import.meta.env.VITE_APPLY_NEET_FORM_URL,
    eyebrow: 'Apply · Free NEET',
    title: 'Application for the free NEET programme',
    lead: 'For 12th-class girls studying in government institutions. There is no fee at any stage.',
    frameTitle: 'Application form for the free NEET programme',
  },
} as const;

/** /apply-demo and /apply-neet: an embedded application form, 800 px high, with the Google-account note. */
export default function ApplicationFormPage({ form }: { form: keyof typeof forms }) {
  const { eyebrow, title, lead, frameTitle } = forms[form];
  const url = forms[form].url();
  usePageTitle(title);
  return (
    <>
      <PageIntro eyebrow={eyebrow} title={title}>
        {lead}
      </PageIntro>
      <Container maxW="4xl" py={{ base: '8', md: '12' }}>
        <Alert.Root status="info" mb="6">
          <Alert.Indicator />
          <Alert.Title>{messages.site.googleAccountNote}</Alert.Title>
        </Alert.Root>
        {url ? (
          <Box asChild width="100%" borderWidth="1px" borderColor="gray.200" rounded="lg">
            <iframe title={frameTitle} src={url} height={layout.embeddedFormHeightPx} />
          </Box>
        ) : (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>The online form is not available right now.</Alert.Title>
              <Alert.Description>
                Please e-mail <Link href={`mailto:${contact.email}`}>{contact.email}</Link> with the student’s
                name, class and school, and we will send you the form.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
      </Container>
    </>
  );
}
