import { Heading, List, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { AdminBatch, PersonRef } from '../../../shared/schemas/admin';
import { api } from '../../data/client';
import { QueryView } from '../../data/QueryView';
import { adminKeys } from '../../data/query-keys';
import { errorText } from '../common/error-text';
import { PanelDialog } from '../common/PanelDialog';
import { fullName } from '../common/person-name';

type Person = PersonRef;

function PeopleList({ title, people, none }: { title: string; people: readonly Person[]; none: string }) {
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {title} ({people.length})
      </Heading>
      {people.length === 0 ? (
        <Text color="fg.muted">{none}</Text>
      ) : (
        <List.Root gap="1" ps="5">
          {people.map((person) => (
            <List.Item key={person.id}>
              {fullName(person)}{' '}
              <Text as="span" color="fg.muted" overflowWrap="anywhere">
                ({person.email})
              </Text>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}

/** Who teaches and who studies in one batch. */
export function BatchMembersDialog({ batch, onClose }: { batch: AdminBatch; onClose: () => void }) {
  const members = useQuery({
    queryKey: adminKeys.batch(batch.id),
    queryFn: ({ signal }) => api.call('adminGetBatch', { params: { id: batch.id }, signal }),
  });
  return (
    <PanelDialog title={batch.name} onClose={onClose}>
      <QueryView query={members} failedText={errorText} loadingText="Loading members...">
        {(data) => (
          <Stack gap="5">
            <PeopleList
              title="Teachers"
              people={data.teachers}
              none="No teacher is assigned. Assign one on the Teachers page."
            />
            <PeopleList
              title="Students"
              people={data.students}
              none="No student is in this batch. Add or move students on the Students page."
            />
          </Stack>
        )}
      </QueryView>
    </PanelDialog>
  );
}
