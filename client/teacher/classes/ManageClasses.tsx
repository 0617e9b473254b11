import { Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { messages } from '../../../shared/messages';
import { channels } from '../../../shared/socket';
import { api } from '../../api/client';
import { applyClassMessage, removeById, upsertById } from '../../api/live-updates';
import { SelectField } from '../../components/SelectField';
import { useLiveList } from '../shared/useLiveList';
import { batchOptions, useTeacherBatches } from '../shared/useTeacherBatches';
import { ClassCardList } from './ClassCardList';
import { ClassFormDialog } from './ClassFormDialog';
import { allBatches, type ClassFilters, visibleClasses } from './classList';

const fetchClasses = (signal: AbortSignal) => api.call('listClasses', { signal });

/** Manage Classes: filters by batch and UTC date, cards by start time, create/edit/delete, live. */
export default function ManageClasses() {
  const batches = useTeacherBatches();
  const { state, update } = useLiveList({
    fetchList: fetchClasses,
    channel: channels.teacherClasses(),
    applyMessage: applyClassMessage,
    name: 'classes',
  });
  const [filters, setFilters] = useState<ClassFilters>({ batch: allBatches, date: '' });
  const [creating, setCreating] = useState(false);

  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          Manage Classes
        </Heading>
        <Button colorPalette="brand" onClick={() => setCreating(true)}>
          <Plus aria-hidden />
          Create Class
        </Button>
      </HStack>

      <HStack gap="3" wrap="wrap" align="flex-end">
        <SelectField
          label="Batch"
          value={filters.batch}
          onChange={(batch) => setFilters({ ...filters, batch })}
          options={[{ value: allBatches, label: 'All Batches' }, ...batchOptions(batches.batches)]}
          width={{ base: '100%', sm: '220px' }}
          onPage
        />
        <Field.Root width={{ base: '100%', sm: '200px' }}>
          <Field.Label>Date (UTC)</Field.Label>
          <Input
            type="date"
            bg="white"
            value={filters.date}
            onChange={(event) => setFilters({ ...filters, date: event.currentTarget.value })}
          />
        </Field.Root>
        {filters.date && (
          <Button variant="ghost" onClick={() => setFilters({ ...filters, date: '' })}>
            Clear date
          </Button>
        )}
      </HStack>

      {state.status === 'loading' ? (
        <Text color="fg.muted">Loading...</Text>
      ) : (
        // A failed fetch is only logged (docs/behaviour.md#class-status): the empty state is shown.
        <ClassCardList
          classes={visibleClasses(state.status === 'ready' ? state.items : [], filters)}
          batches={batches}
          emptyText={messages.teacher.noClasses}
          onUpdated={(updated) => update((list) => upsertById(list, updated))}
          onDeleted={(classId) => update((list) => removeById(list, classId))}
        />
      )}

      {creating && (
        <ClassFormDialog
          batches={batches}
          onClose={() => setCreating(false)}
          onSaved={(created) => update((list) => upsertById(list, created))}
        />
      )}
    </Stack>
  );
}
