import { Button, Link, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { messages } from '../../../shared/messages';
import { api } from '../../api/client';
import { ApiRequestError } from '../../api/errors';
import { usePageTitle } from '../../app/usePageTitle';
import { AuthCard } from '../../components/AuthCard';
import { FormMessage, type FormOutcome } from '../../components/FormMessage';
import { HydratedForm } from '../../components/HydratedForm';
import { TextField } from '../../components/TextField';

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
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      setOutcome({ status: 'error', text: messages.auth.emailRequired });
      return;
    }
    setSending(true);
    setOutcome(null);
    try {
      await api.call('requestPasswordReset', {
        body: { email: email.trim(), redirect_url: `${window.location.origin}/reset-password` },
      });
      setOutcome({ status: 'success', text: messages.auth.resetLinkSent });
    } catch (error) {
      const text =
        error instanceof ApiRequestError && !error.isNetworkError
          ? refusalText(error)
          : messages.auth.resetRequestNetwork;
      setOutcome({ status: 'error', text });
    } finally {
      setSending(false);
    }
  }

  return (
    <AuthCard
      title={messages.site.forgotPassword}
      lead="Enter the e-mail you sign in with and we will send a reset link."
    >
      <HydratedForm onSubmit={submit} noValidate>
        <Stack gap="5">
          <FormMessage outcome={outcome} />
          <TextField label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} />
          <Button type="submit" colorPalette="brand" loading={sending} loadingText="Sending...">
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
