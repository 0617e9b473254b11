import { Button, Stack, Text } from '@chakra-ui/react';
import { guardianTexts } from '../../../shared/schemas/guardians';
import { usePageTitle } from '../../app/usePageTitle';
import { AuthCard } from '../../components/AuthCard';
import { FormMessage } from '../../components/FormMessage';
import { HydratedForm } from '../../components/HydratedForm';
import { submitInPlace } from '../../components/submit-in-place';
import { api } from '../../data/client';
import { serverBodyText } from '../../data/server-errors';
import { useFormRequest } from '../common/useFormRequest';

/**
 * /guardian-mail/off?token=: the link in a guardian's mail. Opening it changes nothing (mail scanners
 * open links too); one click on the button turns the mail off, without signing in.
 */
export default function GuardianMailOffPage() {
  usePageTitle('Stop these mails');
  const request = useFormRequest({
    success: 'Done: you will not get these mails any more. You can turn them on again in the guardian area.',
    refusal: (error) => serverBodyText(error) ?? guardianTexts.mailLinkBroken,
    network: 'No answer from the server. Check your connection and try again.',
  });
  function turnOff() {
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    return request.send(() => api.call('guardianMailOff', { query: { token } }));
  }
  return (
    <AuthCard title="Stop these mails" lead="Turn off this mail about your child. Nothing else changes.">
      <HydratedForm onSubmit={submitInPlace(turnOff)} noValidate>
        <Stack gap="4">
          <FormMessage outcome={request.outcome} />
          {request.outcome?.status !== 'success' && (
            <Button type="submit" colorPalette="brand" loading={request.pending}>
              Turn this mail off
            </Button>
          )}
          <Text fontSize="sm" color="fg.muted">
            Guardians with an account can change every mail setting in the guardian area.
          </Text>
        </Stack>
      </HydratedForm>
    </AuthCard>
  );
}
