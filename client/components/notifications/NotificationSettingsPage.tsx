import { Box, chakra, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  channelChoices,
  type KindPreference,
  type NotificationChannel,
  type NotificationPreferences,
  notificationCatalogue,
  notificationChannels,
  type PreferenceChange,
  preferencesUi,
} from '../../../shared/notifications';
import { usePageTitle } from '../../app/usePageTitle';
import { api } from '../../data/client';
import { QueryView } from '../../data/QueryView';
import { queryKeys } from '../../data/query-keys';
import { notify } from '../notify';
import { PushSwitch } from './PushSwitch';

const RouterLink = chakra(Link);

/** Whose table it is: the signed-in person's own, or the academy's defaults (admins). */
export type SettingsSource = 'own' | 'academy';

const calls = {
  own: { read: 'notificationPreferences', write: 'chooseNotificationPreference' },
  academy: { read: 'notificationDefaults', write: 'chooseNotificationDefault' },
} as const;

const choiceLabel = (channel: NotificationChannel, choice: string) =>
  (preferencesUi.choices[channel] as Record<string, string>)[choice] ?? choice;

/** One kind x channel: a native select (the phone's own picker), saved as soon as it changes. */
function ChoiceCell({
  row,
  channel,
  saving,
  onChoose,
}: {
  row: KindPreference;
  channel: NotificationChannel;
  saving: boolean;
  onChoose: (change: PreferenceChange) => void;
}) {
  const label = notificationCatalogue[row.kind].label;
  const current = row.choices[channel];
  const isDefault = current === row.defaults[channel];
  return (
    <Stack gap="1" minWidth="0">
      <Text as="span" fontSize="xs" color="fg.muted" hideFrom="md" aria-hidden>
        {preferencesUi.channels[channel]}
      </Text>
      <NativeSelect.Root size="sm" disabled={saving}>
        <NativeSelect.Field
          aria-label={preferencesUi.fieldLabel(label, channel)}
          value={current}
          onChange={(event) => onChoose({ kind: row.kind, channel, choice: event.currentTarget.value })}
          bg="white"
          fontWeight={isDefault ? 'normal' : 'semibold'}
        >
          {channelChoices[channel].map((choice) => (
            <option key={choice} value={choice}>
              {choiceLabel(channel, choice)}
              {choice === row.defaults[channel] ? ' *' : ''}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}

const grid = { base: 'repeat(3, minmax(0, 1fr))', md: 'minmax(12rem, 2fr) repeat(3, minmax(7rem, 1fr))' };

/** The table of kinds x channels: a row a kind; on a phone the kind above its three choices. */
function SettingsTable({
  data,
  saving,
  onChoose,
}: {
  data: NotificationPreferences;
  saving: boolean;
  onChoose: (change: PreferenceChange) => void;
}) {
  return (
    <Box borderWidth="1px" borderColor="gray.200" borderRadius="md" bg="white" overflow="hidden">
      <Box
        display={{ base: 'none', md: 'grid' }}
        gridTemplateColumns={grid}
        gap="3"
        px="4"
        py="2"
        bg="gray.50"
        fontSize="sm"
        fontWeight="semibold"
        aria-hidden
      >
        <span>{preferencesUi.kind}</span>
        {notificationChannels.map((channel) => (
          <span key={channel}>{preferencesUi.channels[channel]}</span>
        ))}
      </Box>
      <Stack as="ul" gap="0" listStyleType="none" aria-label={preferencesUi.title}>
        {data.kinds.map((row) => (
          <Box
            as="li"
            key={row.kind}
            display="grid"
            gridTemplateColumns={grid}
            gap="3"
            alignItems="center"
            px="4"
            py="3"
            borderTopWidth="1px"
            borderColor="gray.100"
          >
            <Text gridColumn={{ base: '1 / -1', md: 'auto' }} fontWeight="medium">
              {notificationCatalogue[row.kind].label}
            </Text>
            {notificationChannels.map((channel) => (
              <ChoiceCell key={channel} row={row} channel={channel} saving={saving} onChoose={onChoose} />
            ))}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * The notification settings of the signed-in person (every area, /…/notifications/settings), or the
 * academy's defaults (admins): each change is saved at once, and the table shows what the server
 * answered.
 */
export function NotificationSettingsPage({
  source = 'own',
  defaultsPath,
}: {
  source?: SettingsSource;
  /** Admins: where the academy's defaults are set, linked from their own settings. */
  defaultsPath?: string;
}) {
  const title = source === 'own' ? preferencesUi.title : preferencesUi.defaultsTitle;
  usePageTitle(title);
  const client = useQueryClient();
  const key = queryKeys.notificationSettings(source);
  const settings = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.call(calls[source].read, { signal }),
  });
  const save = useMutation({
    mutationFn: (change: PreferenceChange) => api.call(calls[source].write, { body: change }),
    onSuccess: (answer) => {
      client.setQueryData(key, answer);
      notify.success(preferencesUi.saved);
    },
    onError: () => notify.error(preferencesUi.saveFailed),
  });
  return (
    <Stack gap="5" maxWidth="4xl">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{source === 'own' ? preferencesUi.intro : preferencesUi.defaultsIntro}</Text>
        {defaultsPath && (
          <RouterLink to={defaultsPath} color="blue.700" textDecoration="underline" width="fit-content">
            {preferencesUi.defaultsTitle}
          </RouterLink>
        )}
      </Stack>
      {source === 'own' && <PushSwitch />}
      <QueryView query={settings} failedText={preferencesUi.failed} loadingText={preferencesUi.loading}>
        {(data) => (
          <Stack gap="3">
            <SettingsTable data={data} saving={save.isPending} onChoose={(change) => save.mutate(change)} />
            <Text fontSize="sm" color="fg.muted">
              {preferencesUi.defaultMark}
              {source === 'own' ? ` ${preferencesUi.pushNote}` : ''}
            </Text>
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
