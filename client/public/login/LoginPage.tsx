import { Button, Field, Input, Link, Stack } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { type Credentials, loginMachine } from '../../../machines/login.machine';
import { messages } from '../../../shared/messages';
import type { LoginResponse } from '../../../shared/schemas/auth';
import { api } from '../../api/client';
import { storeLogin } from '../../api/session';
import { usePageTitle } from '../../app/usePageTitle';
import { AuthCard } from '../../components/AuthCard';
import { FormMessage } from '../../components/FormMessage';
import { HydratedForm } from '../../components/HydratedForm';
import { notify } from '../../components/notify';
import { PasswordInput } from '../../components/PasswordInput';

const signInMachine = loginMachine.provide({
  actors: {
    authenticate: fromPromise<LoginResponse, Credentials>(({ input: { email, password }, signal }) =>
      api.call('login', { body: { username: email, password }, signal }),
    ),
  },
  actions: {
    storeSession: (_, { session }) => storeLogin(session),
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
  const signedIn = state.matches('signedIn');
  const destination = state.context.destination;

  useEffect(() => {
    if (!signedIn || !destination) return;
    notify.success(messages.auth.welcome);
    navigate(destination, { replace: true });
  }, [signedIn, destination, navigate]);

  function submit(event: FormEvent) {
    event.preventDefault();
    send({ type: 'SUBMIT', email: email.trim(), password });
  }

  return (
    <AuthCard title="Login" lead="Students and teachers sign in here.">
      <HydratedForm onSubmit={submit} noValidate>
        <Stack gap="5">
          <FormMessage
            outcome={state.context.error ? { status: 'error', text: state.context.error } : null}
          />
          <Field.Root>
            <Field.Label>Email</Field.Label>
            <Input
              type="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>Password</Field.Label>
            <PasswordInput
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field.Root>
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
