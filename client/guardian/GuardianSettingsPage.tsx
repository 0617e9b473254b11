import { Button, Card, Checkbox, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { GuardianChild, GuardianMailSettings } from '../../shared/schemas/guardians';
import { usePageTitle } from '../app/usePageTitle';
import { TextField } from '../components/TextField';
import { api } from '../data/client';
import { QueryView } from '../data/QueryView';
import { queryKeys } from '../data/query-keys';
import { serverBodyText } from '../data/server-errors';
import { childName, useGuardian } from './GuardianContext';
import { useChildRead } from './useChildRead';

/** /family/settings: the mails about each child, and adding a child with their pairing code. */
export default function GuardianSettingsPage() {
  usePageTitle('Settings');
  const { children } = useGuardian();
  return (
    <Stack gap="6" maxWidth="2xl">
      <Heading as="h1" size="2xl">
        Settings
      </Heading>
      {children?.map((child) => (
        <MailSettings key={child.id} child={child} />
      ))}
      <AddChild />
    </Stack>
  );
}

function MailSettings({ child }: { child: GuardianChild }) {
  const queryClient = useQueryClient();
  const settings = useChildRead('guardianMailSettings', child.id);
  const save = useMutation({
    mutationFn: (body: GuardianMailSettings) =>
      api.call('updateGuardianMailSettings', { params: { id: child.id }, body }),
    onSuccess: (saved) =>
      queryClient.setQueryData(queryKeys.guardianChild(child.id, 'guardianMailSettings'), saved),
  });
  const headingId = `mail-${child.id}`;
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Body gap="3">
        <Heading as="h2" size="md" id={headingId}>
          Mails about {childName(child)}
        </Heading>
        <QueryView query={settings} failedText="The settings could not be loaded.">
          {(current) => (
            <Stack gap="3">
              {(
                [
                  ['weekly_summary', 'Weekly summary, on Monday mornings'],
                  ['absence_mail', 'A mail the same day when marked absent'],
                ] as const
              ).map(([key, label]) => (
                <Checkbox.Root
                  key={key}
                  checked={current[key]}
                  disabled={save.isPending}
                  onCheckedChange={({ checked }) => save.mutate({ ...current, [key]: checked === true })}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{label}</Checkbox.Label>
                </Checkbox.Root>
              ))}
              {save.isError && (
                <Text role="alert" color="red.700">
                  {serverBodyText(save.error) ?? 'The setting could not be saved. Please try again.'}
                </Text>
              )}
            </Stack>
          )}
        </QueryView>
      </Card.Body>
    </Card.Root>
  );
}

function AddChild() {
  const queryClient = useQueryClient();
  const { pick } = useGuardian();
  const [code, setCode] = useState('');
  const add = useMutation({
    mutationFn: () => api.call('guardianAddChild', { body: { code } }),
    onSuccess: async (child) => {
      setCode('');
      await queryClient.invalidateQueries({ queryKey: queryKeys.guardianChildren });
      pick(child.id);
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    add.mutate();
  }
  return (
    <Card.Root as="section" aria-labelledby="add-child">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="add-child">
          Add a child
        </Heading>
        <Text color="gray.700">
          Ask your child for the pairing code on their profile. It works once, for 7 days.
        </Text>
        <form onSubmit={submit}>
          <HStack align="end" gap="3" wrap="wrap">
            <TextField
              label="Pairing code"
              value={code}
              onChange={setCode}
              autoComplete="off"
              error={add.isError ? (serverBodyText(add.error) ?? 'The child could not be added.') : undefined}
            />
            <Button type="submit" colorPalette="brand" loading={add.isPending}>
              Add child
            </Button>
          </HStack>
        </form>
        {add.isSuccess && <Text role="status">{childName(add.data)} is added.</Text>}
      </Card.Body>
    </Card.Root>
  );
}
