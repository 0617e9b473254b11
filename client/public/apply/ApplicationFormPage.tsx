import { Alert, Box, Container } from '@chakra-ui/react';
import { layout } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { usePageTitle } from '../../app/usePageTitle';
import { PageIntro } from '../../components/PageIntro';
import { ApplicationForm } from './ApplicationForm';

/**
 * An external hosted form may be configured at build time (see .env.example); without one the page
 * shows the academy's own form, whose applications land in the admin area's inbox.
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

/** /apply-demo and /apply-neet: the academy's form, or a configured external one (800 px, with the Google-account note). */
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
        {url ? (
          <>
            <Alert.Root status="info" mb="6">
              <Alert.Indicator />
              <Alert.Title>{messages.site.googleAccountNote}</Alert.Title>
            </Alert.Root>
            <Box asChild width="100%" borderWidth="1px" borderColor="gray.200" rounded="lg">
              <iframe title={frameTitle} src={url} height={layout.embeddedFormHeightPx} />
            </Box>
          </>
        ) : (
          <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p={{ base: '5', md: '8' }}>
            <ApplicationForm form={form} />
          </Box>
        )}
      </Container>
    </>
  );
}
