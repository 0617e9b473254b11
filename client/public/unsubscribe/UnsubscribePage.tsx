import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { UnsubscribeTarget } from '../../../shared/notifications';
import { preferencesUi, unsubscribeLabels } from '../../../shared/notifications';
import { usePageTitle } from '../../app/usePageTitle';
import { AuthCard } from '../../components/AuthCard';
import { FormMessage } from '../../components/FormMessage';
import { siteApi } from '../../data/site-client';

const words = preferencesUi.unsubscribe;

/**
 * /unsubscribe?token=…: the page every mail's unsubscribe link opens (a notification mail's kinds, a
 * guardian's mail about a child), without signing in. It asks first (opening a link changes nothing:
 * mail scanners open them too); mail programs that offer one-click unsubscribe post to the API
 * directly (RFC 8058).
 */
export default function UnsubscribePage() {
  usePageTitle(words.title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // Plain requests, not the query cache's hooks: this page is a first load, kept small.
  const [target, setTarget] = useState<{ data?: UnsubscribeTarget; failed?: true }>({});
  useEffect(() => {
    if (token === '') return;
    const controller = new AbortController();
    siteApi.call('unsubscribeTarget', { query: { token }, signal: controller.signal }).then(
      (data) => setTarget({ data }),
      () => controller.signal.aborted || setTarget({ failed: true }),
    );
    return () => controller.abort();
  }, [token]);
  const [stopping, setStopping] = useState<'idle' | 'pending' | 'done' | 'failed'>('idle');
  const stop = () => {
    setStopping('pending');
    siteApi.call('unsubscribe', { query: { token } }).then(
      () => setStopping('done'),
      () => setStopping('failed'),
    );
  };
  const labels = target.data ? unsubscribeLabels(target.data.mail) : [];
  const invalid = token === '' || target.failed === true;
  return (
    <AuthCard title={words.title}>
      <Stack gap="4" aria-live="polite">
        {invalid ? (
          <FormMessage outcome={{ status: 'error', text: words.invalid }} />
        ) : target.data === undefined ? (
          <Text color="fg.muted">…</Text>
        ) : stopping === 'done' ? (
          <FormMessage outcome={{ status: 'success', text: words.done(labels) }} />
        ) : target.data.done ? (
          <FormMessage outcome={{ status: 'success', text: words.already }} />
        ) : (
          <>
            <Text>{words.ask(labels)}</Text>
            {stopping === 'failed' && <FormMessage outcome={{ status: 'error', text: words.failed }} />}
            <Button colorPalette="red" loading={stopping === 'pending'} onClick={stop}>
              {words.confirm}
            </Button>
          </>
        )}
        {target.data && (
          <Text fontSize="sm" color="fg.muted">
            {words.settingsHint[target.data.mail.for]}
          </Text>
        )}
      </Stack>
    </AuthCard>
  );
}
