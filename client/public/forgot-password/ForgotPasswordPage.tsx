import { Button, Link, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { messages } from '../../../shared/messages';
import { usePageTitle } from '../../app/usePageTitle';
import { AuthCard } from '../../components/AuthCard';
import { FormMessage } from '../../components/FormMessage';
import { HydratedForm } from '../../components/HydratedForm';
import { submitInPlace } from '../../components/submit-in-place';
import { TextField } from '../../components/TextField';
import type { ApiRequestError } from '../../data/errors';
import { siteApi } from '../../data/site-client';
import { useFormRequest } from '../common/useFormRequest';

/** The server's own words for a refused reset request: its detail, else its error text. */
function refusalText(error: ApiRequestError): string {
  const body = error.body as { detail?: unknown; error?: unknown } | null;
  if (typeof body?.detail === 'string' && body.detail) return body.detail;
  if (typeof body?.error === 'string' && body.error) return body.error;
  return messages.auth.resetRequestFallback;
}

/** Asks for a password reset link by e-mail (docs/behaviour.md#validation and #messages). */
export default function ForgotPasswordPage() {
  usePageTitle(messages.site.forgotPassword);
  const [email, setEmail] = useState('');
  const request = useFormRequest({
    success: messages.auth.resetLinkSent,
    refusal: refusalText,
    network: messages.auth.resetRequestNetwork,
  });

  async function submit() {
    if (!email.trim()) {
      request.refuse(messages.auth.emailRequired);
      return;
    }
    await request.send(() =>
      siteApi.call('requestPasswordReset', {
        body: { email: email.trim(), redirect_url: `${window.location.origin}/reset-password` },
      }),
    );
  }

  return (
    <AuthCard
      title={messages.site.forgotPassword}
      lead="Enter the e-mail you sign in with and we will send a reset link."
    >
      <HydratedForm onSubmit={submitInPlace(submit)} noValidate>
        <Stack gap="5">
          <FormMessage outcome={request.outcome} />
          <TextField label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} />
          <Button type="submit" colorPalette="brand" loading={request.pending} loadingText="Sending...">
            {messages.site.submit}
          </Button>
          <Link asChild color="brand.fg" alignSelf="center" fontSize="sm">
            <RouterLink to="/login">Back to login</RouterLink>
          </Link>
        </Stack>
      </HydratedForm>
    </AuthCard>
  );
}
