import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { AccountSession } from '../../../shared/schemas/account';
import { api } from '../../data/client';
import { ApiRequestError } from '../../data/errors';
import { QueryStatus } from '../../data/QueryStatus';
import { queryKeys } from '../../data/query-keys';
import { formatEnIn } from '../../lib/dates';
import { FormField } from '../FormField';
import { notify } from '../notify';
import { PasswordInput } from '../PasswordInput';

type Problems = Partial<Record<'current_password' | 'new_password' | 'confirm' | 'form', string>>;

/** The server's message for each field it refused, or its detail for the whole form. */
function problemsOf(error: unknown): Problems {
  if (!(error instanceof ApiRequestError) || error.isNetworkError)
    return { form: 'We could not reach the server. Check your connection and try again.' };
  const fields = (error.body as { fields?: Record<string, string[]> } | null)?.fields ?? {};
  const named = {
    current_password: fields.current_password?.[0],
    new_password: fields.new_password?.[0],
  };
  if (named.current_password || named.new_password) return named;
  return { form: error.detail ?? 'Your password could not be changed. Please try again.' };
}

/** Change password: the current one proves it is the owner; the other sessions end. */
function ChangePasswordForm() {
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ current: '', next: '', confirm: '' });
  const [problems, setProblems] = useState<Problems>({});
  const change = useMutation({
    mutationFn: () =>
      api.call('changePassword', {
        body: { current_password: values.current, new_password: values.next },
      }),
    onSuccess: () => {
      setValues({ current: '', next: '', confirm: '' });
      setProblems({});
      notify.success('Password changed. Your other sessions are signed out.');
      void queryClient.invalidateQueries({ queryKey: queryKeys.ownSessions });
    },
    onError: (error) => setProblems(problemsOf(error)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (values.next !== values.confirm) {
      setProblems({ confirm: 'The two new passwords do not match.' });
      return;
    }
    change.mutate();
  }

  const field = (key: keyof typeof values) => ({
    value: values[key],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((old) => ({ ...old, [key]: value }));
    },
  });

  return (
    <Stack as="form" gap="3" onSubmit={submit} aria-labelledby="change-password-heading">
      <Heading as="h3" size="sm" id="change-password-heading">
        Change password
      </Heading>
      <FormField label="Current password" error={problems.current_password}>
        <PasswordInput autoComplete="current-password" {...field('current')} />
      </FormField>
      <FormField
        label="New password"
        error={problems.new_password}
        helperText="At least 12 characters; a few words make a good one."
      >
        <PasswordInput autoComplete="new-password" {...field('next')} />
      </FormField>
      <FormField label="New password again" error={problems.confirm}>
        <PasswordInput autoComplete="new-password" {...field('confirm')} />
      </FormField>
      {problems.form && (
        <Text role="alert" color="red.700">
          {problems.form}
        </Text>
      )}
      <Box>
        <Button type="submit" colorPalette="brand" loading={change.isPending}>
          Change password
        </Button>
      </Box>
    </Stack>
  );
}

/** One session in the list: what it is, where from, when; a sign-out button unless it is this one. */
function SessionRow({
  session,
  onEnd,
  ending,
}: {
  session: AccountSession;
  onEnd: () => void;
  ending: boolean;
}) {
  return (
    <Stack
      as="li"
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', sm: 'center' }}
      gap="2"
      py="3"
      borderTopWidth="1px"
      borderColor="gray.200"
    >
      <Stack gap="0.5">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{session.device}</Text>
          {session.current && <Badge colorPalette="green">This device</Badge>}
        </HStack>
        <Text color="gray.700" fontSize="sm">
          From {session.address} · signed in {formatEnIn(session.signed_in_at)} · last seen{' '}
          {formatEnIn(session.last_seen_at)}
        </Text>
      </Stack>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          onClick={onEnd}
          loading={ending}
          aria-label={`Sign out ${session.device}, signed in ${formatEnIn(session.signed_in_at)}`}
        >
          <LogOut size={16} aria-hidden />
          Sign out
        </Button>
      )}
    </Stack>
  );
}

/** The places this account is signed in, each of which can be signed out. */
function SessionList() {
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: queryKeys.ownSessions,
    queryFn: ({ signal }) => api.call('listSessions', { signal }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.ownSessions });
  const endOne = useMutation({
    mutationFn: (sessionId: string) => api.call('endSession', { body: { session_id: sessionId } }),
    onSuccess: () => notify.success('That session is signed out.'),
    onError: () => notify.error('That session could not be signed out. Please try again.'),
    onSettled: refresh,
  });
  const endOthers = useMutation({
    mutationFn: () => api.call('endOtherSessions'),
    onSuccess: (answer) => notify.success(answer.detail),
    onError: () => notify.error('The other sessions could not be signed out. Please try again.'),
    onSettled: refresh,
  });
  const others = (sessions.data ?? []).filter((session) => !session.current).length;

  return (
    <Stack gap="2" aria-labelledby="sessions-heading" as="section">
      <Heading as="h3" size="sm" id="sessions-heading">
        Where you are signed in
      </Heading>
      <QueryStatus
        query={sessions}
        failedText="Your sessions could not be loaded. Reload the page to try again."
      />
      {sessions.data && (
        <Box as="ul" listStyleType="none" m="0" p="0">
          {sessions.data.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              onEnd={() => endOne.mutate(session.id)}
              ending={endOne.isPending && endOne.variables === session.id}
            />
          ))}
        </Box>
      )}
      {sessions.data && (
        <Box>
          <Button
            variant="outline"
            colorPalette="red"
            disabled={others === 0}
            loading={endOthers.isPending}
            onClick={() => endOthers.mutate()}
          >
            Sign out everywhere else
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/** The "Security" section of one's own profile, for every role. */
export function SecurityPanel() {
  return (
    <Card.Root variant="outline" bg="white" as="section" aria-labelledby="security-heading">
      <Card.Body>
        <Stack gap="6">
          <Stack gap="1">
            <Heading as="h2" size="md" id="security-heading">
              Security
            </Heading>
            <Text color="gray.700">
              Change your password, and see where your account is signed in. Sign out any device you do not
              recognise, then change your password.
            </Text>
          </Stack>
          <ChangePasswordForm />
          <SessionList />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
