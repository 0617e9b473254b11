import { Checkbox, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { notificationUi } from '../../../shared/notifications';
import { api } from '../../data/client';
import { ApiRequestError } from '../../data/errors';
import {
  type PushServer,
  type PushState,
  pushStateOfDevice,
  renewPush,
  turnPushOff,
  turnPushOn,
} from '../../pwa/push-device';
import { notify } from '../notify';

const server: PushServer = {
  key: () => api.call('getPushKey'),
  subscribe: (body) => api.call('subscribePush', { body }),
  unsubscribe: (endpoint) =>
    api.call('unsubscribePush', { body: { endpoint } }).catch((error) => {
      // Already gone there (expired, or taken over by another person on this browser): off either way.
      if (!(error instanceof ApiRequestError && error.status === 404)) throw error;
    }),
};

const explanation: Record<PushState, string> = {
  on: notificationUi.push.on,
  off: notificationUi.push.off,
  blocked: notificationUi.push.blocked,
  unsupported: notificationUi.push.unsupported,
};

/**
 * Push on this device, on or off: a switch with what its state means, including why it cannot be
 * turned on (a browser without push, or notifications blocked in the browser).
 */
export function PushSwitch() {
  const [state, setState] = useState<PushState | 'checking'>('checking');
  const [busy, setBusy] = useState(false);
  const explanationId = useId();

  useEffect(() => {
    let current = true;
    pushStateOfDevice()
      .then((found) => {
        if (current) setState(found);
        if (found === 'on') void renewPush(server).catch(() => {});
      })
      .catch(() => current && setState('unsupported'));
    return () => {
      current = false;
    };
  }, []);

  async function change(on: boolean) {
    setBusy(true);
    try {
      setState(on ? await turnPushOn(server) : await turnPushOff(server));
    } catch {
      notify.error(notificationUi.push.failed);
      setState(await pushStateOfDevice().catch(() => 'unsupported' as const));
    } finally {
      setBusy(false);
    }
  }

  const usable = state === 'on' || state === 'off';
  return (
    <Stack
      as="section"
      gap="2"
      aria-labelledby={`${explanationId}-heading`}
      borderWidth="1px"
      borderRadius="md"
      p="4"
    >
      <Heading as="h2" size="md" id={`${explanationId}-heading`}>
        {notificationUi.push.heading}
      </Heading>
      <Checkbox.Root
        checked={state === 'on'}
        disabled={!usable || busy}
        onCheckedChange={(details) => void change(details.checked === true)}
      >
        <Checkbox.HiddenInput role="switch" aria-describedby={explanationId} />
        <Checkbox.Control />
        <Checkbox.Label>{notificationUi.push.switchLabel}</Checkbox.Label>
      </Checkbox.Root>
      <Text id={explanationId} fontSize="sm" color="fg.muted" aria-live="polite">
        {state === 'checking' ? '' : explanation[state]}
      </Text>
    </Stack>
  );
}
