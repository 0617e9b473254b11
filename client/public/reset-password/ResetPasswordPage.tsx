import { Button, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { timings } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { passwordRules, strongPassword } from '../../../shared/schemas/auth';
import { usePageTitle } from '../../app/usePageTitle';
import { AuthCard } from '../../components/AuthCard';
import { FormMessage } from '../../components/FormMessage';
import { PasswordField } from '../../components/PasswordField';
import { submitInPlace } from '../../components/submit-in-place';
import type { ApiRequestError } from '../../data/errors';
import { siteApi } from '../../data/site-client';
import { useFormRequest } from '../common/useFormRequest';
import type { AfterPasswordSet } from '../login/after-password-set';

/** The server's error text for a refused confirmation, else the fixed fallback (docs/behaviour.md#messages). */
function refusalText(error: ApiRequestError): string {
  const body = error.body as { error?: unknown } | null;
  return typeof body?.error === 'string' && body.error ? body.error : messages.auth.resetConfirmFallback;
}

/**
 * The two mailed links that set a password: a reset (back to / after success) and the invitation
 * of an account an admin created (on to /login, which says the password is set and has the
 * account's e-mail filled in; the new user signs in there and reaches their area).
 */
const variants = {
  reset: {
    title: messages.site.resetPassword,
    lead: 'Choose a new password',
    linkInvalid: messages.auth.resetLinkInvalid,
    success: messages.auth.resetSuccess,
    next: '/',
    tellSignIn: false,
  },
  invitation: {
    title: 'Set your password',
    lead: 'Welcome! Choose the password you will sign in with',
    linkInvalid: 'This invitation link is invalid or has expired. Ask the academy for a new one.',
    success: 'Your password is set. Please log in.',
    next: '/login',
    tellSignIn: true,
  },
} as const;

/** Sets a password from a mailed link (?uid=…&token=…); on to the variant's next page 2 s after success. */
export default function ResetPasswordPage({ variant = 'reset' }: { variant?: keyof typeof variants }) {
  const wording = variants[variant];
  usePageTitle(wording.title);
  const [searchParams] = useSearchParams();
  const uid = searchParams.get('uid');
  const token = searchParams.get('token');
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [accountEmail, setAccountEmail] = useState('');
  const request = useFormRequest({
    success: wording.success,
    refusal: refusalText,
    network: messages.auth.resetConfirmNetwork,
  });
  const succeeded = request.outcome?.status === 'success';

  useEffect(() => {
    if (!succeeded) return;
    const state: AfterPasswordSet | undefined = wording.tellSignIn
      ? { passwordSetFor: accountEmail }
      : undefined;
    const timer = setTimeout(() => navigate(wording.next, { state }), timings.passwordResetRedirectMs);
    return () => clearTimeout(timer);
  }, [succeeded, navigate, wording.next, wording.tellSignIn, accountEmail]);

  if (!uid || !token) {
    return (
      <AuthCard title={wording.title}>
        <FormMessage outcome={{ status: 'error', text: wording.linkInvalid }} />
      </AuthCard>
    );
  }

  async function submit() {
    if (!password || !confirmation) {
      request.refuse(messages.auth.resetBothRequired);
      return;
    }
    if (password !== confirmation) {
      request.refuse(messages.auth.resetMismatch);
      return;
    }
    const strength = strongPassword.safeParse(password);
    if (!strength.success) {
      request.refuse(strength.error.issues[0].message);
      return;
    }
    await request.send(async () => {
      const done = await siteApi.call('confirmPasswordReset', {
        body: { uid: uid ?? '', token: token ?? '', password },
      });
      setAccountEmail(done.email);
    });
  }

  return (
    <AuthCard
      title={wording.title}
      lead={`${wording.lead}: at least ${passwordRules.minLength} characters; a few words make a good one.`}
    >
      <form onSubmit={submitInPlace(submit)} noValidate>
        <Stack gap="5">
          <FormMessage outcome={request.outcome} />
          <PasswordField
            label="New password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            value={confirmation}
            onChange={setConfirmation}
          />
          <Button
            type="submit"
            colorPalette="brand"
            loading={request.pending}
            loadingText="Saving..."
            disabled={succeeded}
          >
            {messages.site.submit}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
