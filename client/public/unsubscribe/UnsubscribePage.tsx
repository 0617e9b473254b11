import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { notificationCatalogue, preferencesUi } from '../../../shared/notifications';
import { usePageTitle } from '../../app/usePageTitle';
import { AuthCard } from '../../components/AuthCard';
import { FormMessage } from '../../components/FormMessage';
import { api } from '../../data/client';

const words = preferencesUi.unsubscribe;

/**
 * /unsubscribe?token=…: the page a mail's "stop these e-mails" link opens, without signing in. It asks
 * first (opening a link changes nothing: mail scanners open them too); mail programs that offer
 * one-click unsubscribe post to the API directly (RFC 8058).
 */
export default function UnsubscribePage() {
  usePageTitle(words.title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const target = useQuery({
    queryKey: ['unsubscribeTarget', token],
    queryFn: ({ signal }) => api.call('unsubscribeTarget', { query: { token }, signal }),
    enabled: token !== '',
    retry: false,
  });
  const stop = useMutation({ mutationFn: () => api.call('unsubscribe', { query: { token } }) });
  const labels = (target.data?.kinds ?? []).map((kind) => notificationCatalogue[kind].label);
  const invalid = token === '' || target.isError;
  return (
    <AuthCard title={words.title}>
      <Stack gap="4" aria-live="polite">
        {invalid ? (
          <FormMessage outcome={{ status: 'error', text: words.invalid }} />
        ) : target.isPending ? (
          <Text color="fg.muted">…</Text>
        ) : stop.isSuccess ? (
          <FormMessage outcome={{ status: 'success', text: words.done(labels) }} />
        ) : target.data.done ? (
          <FormMessage outcome={{ status: 'success', text: words.already }} />
        ) : (
          <>
            <Text>{words.ask(labels)}</Text>
            {stop.isError && <FormMessage outcome={{ status: 'error', text: words.failed }} />}
            <Button colorPalette="red" loading={stop.isPending} onClick={() => stop.mutate()}>
              {words.confirm}
            </Button>
          </>
        )}
        {!invalid && (
          <Text fontSize="sm" color="fg.muted">
            {words.settingsHint}
          </Text>
        )}
      </Stack>
    </AuthCard>
  );
}
