import { Button, Link, Stack } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { type Credentials, loginMachine } from '../../../machines/login.machine';
import { messages } from '../../../shared/messages';
import type { LoginResponse } from '../../../shared/schemas/auth';
import { usePageTitle } from '../../app/usePageTitle';
import { AuthCard } from '../../components/AuthCard';
import { FormMessage } from '../../components/FormMessage';
import { HydratedForm } from '../../components/HydratedForm';
import { PasswordField } from '../../components/PasswordField';
import { submitInPlace } from '../../components/submit-in-place';
import { TextField } from '../../components/TextField';
import { passwordSetFor } from './after-password-set';

/**
 * What signing in needs beyond the form: the API client with every call's schema, the session store
 * and the toasts. Loaded when the form is first used (or submitted) rather than
 * with the page, which then shows and hydrates sooner on a phone.
 */
async function loadSignIn() {
  const [client, session, toasts] = await Promise.all([
    import('../../data/site-client'),
    import('../../data/session'),
    import('../../components/notify'),
  ]);
  return { api: client.siteApi, storeLogin: session.storeLogin, notify: toasts.notify };
}
let signIn: Awaited<ReturnType<typeof loadSignIn>> | undefined;
let loadingSignIn: Promise<NonNullable<typeof signIn>> | undefined;
const prepareSignIn = () => {
  loadingSignIn ??= loadSignIn().then((loaded) => {
    signIn = loaded;
    return loaded;
  });
  return loadingSignIn;
};

const signInMachine = loginMachine.provide({
  actors: {
    authenticate: fromPromise<LoginResponse, Credentials>(async ({ input: { email, password }, signal }) => {
      const { api } = await prepareSignIn();
      return api.call('login', { body: { username: email, password }, signal });
    }),
  },
  actions: {
    // Runs after authenticate answered, so what it loaded is there.
    storeSession: (_, { session }) => {
      if (!signIn) throw new Error('storeSession ran before authenticate loaded the session store');
      signIn.storeLogin(session);
    },
  },
});

/**
 * Sign-in: the login machine checks the answer and picks the destination
 * (docs/behaviour.md#login-routing).
 */
export default function LoginPage() {
  usePageTitle(messages.site.login);
  const [state, send] = useMachine(signInMachine);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const navigate = useNavigate();
  const location = useLocation();
  // Read after mount: the prerendered page, and its hydration, show the empty form.
  const [newPasswordFor, setNewPasswordFor] = useState<string | null>(null);
  useEffect(() => {
    const email = passwordSetFor(location.state);
    setNewPasswordFor(email);
    if (email) setEmail(email);
  }, [location.state]);
  const signedIn = state.matches('signedIn');
  const destination = state.context.destination;

  useEffect(() => {
    if (!signedIn || !destination) return;
    signIn?.notify.success(messages.auth.welcome);
    navigate(destination, { replace: true });
  }, [signedIn, destination, navigate]);

  function submit() {
    send({ type: 'SUBMIT', email: email.trim(), password });
  }

  return (
    <AuthCard title="Login" lead="Students and teachers sign in here.">
      <HydratedForm onSubmit={submitInPlace(submit)} noValidate>
        <Stack gap="5" onFocus={() => void prepareSignIn()}>
          <FormMessage
            outcome={
              state.context.error
                ? { status: 'error', text: state.context.error }
                : newPasswordFor
                  ? { status: 'success', text: messages.auth.invitationPasswordSet }
                  : null
            }
          />
          <TextField label="Email" type="email" autoComplete="username" value={email} onChange={setEmail} />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
          <Link asChild color="brand.fg" alignSelf="end" fontSize="sm" mt="-2">
            <RouterLink to="/forgot-password">{messages.site.forgotPassword}</RouterLink>
          </Link>
          <Button
            type="submit"
            colorPalette="brand"
            loading={state.matches('authenticating')}
            loadingText="Logging in..."
          >
            {messages.site.login}
          </Button>
        </Stack>
      </HydratedForm>
    </AuthCard>
  );
}
